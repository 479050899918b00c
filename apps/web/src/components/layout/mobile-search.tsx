import { X } from 'lucide-react'
import { useRef } from 'react'
import { ModalFrame } from '../ui/modal-frame'
import { SearchForm } from './search-form'

/** Small-screen search: a panel over the page with one big field. */
export function MobileSearch({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      label="Search"
      placement="top"
      initialFocus={inputRef}
      className="mobile-search"
    >
      <div className="mobile-search__inner">
        <SearchForm
          placeholder="Search for anything"
          inputRef={inputRef}
          onSearched={onClose}
          className="search-form--large"
        />
        <button type="button" className="icon-btn" onClick={onClose} aria-label="Close search">
          <X aria-hidden="true" size={22} />
        </button>
      </div>
    </ModalFrame>
  )
}
