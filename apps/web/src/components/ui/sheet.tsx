import { X } from 'lucide-react'
import { useId, type ReactNode, type RefObject } from 'react'
import { ModalFrame } from './modal-frame'

export interface SheetProps {
  isOpen: boolean
  onClose: () => void
  title: ReactNode
  /** Hide the title visually (it still names the panel). */
  isTitleHidden?: boolean
  side?: 'left' | 'right'
  /** Content pinned to the bottom (actions). */
  footer?: ReactNode
  initialFocus?: RefObject<HTMLElement | null>
  className?: string
  children: ReactNode
}

/** A side panel sliding in from the left or right; same behaviour as Dialog. */
export function Sheet({
  isOpen,
  onClose,
  title,
  isTitleHidden,
  side = 'right',
  footer,
  initialFocus,
  className,
  children,
}: SheetProps) {
  const titleId = `sheet-${useId()}-title`
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={initialFocus}
      placement={side}
      className={className}
    >
      <div className="modal__header">
        <h2 className={isTitleHidden ? 'visually-hidden' : 'modal__title'} id={titleId}>
          {title}
        </h2>
        <button
          type="button"
          className="icon-btn modal__close"
          onClick={onClose}
          aria-label="Close"
        >
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {footer ? <div className="modal__footer">{footer}</div> : null}
    </ModalFrame>
  )
}
