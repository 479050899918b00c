import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import './modal-frame.css'
import { cx } from './cx'
import { onRouteChange } from './overlay-events'
import { useFocusTrap } from './use-focus-trap'

/** The spec's modal animation. */
export const MODAL_ANIMATION_MS = 300

let openCount = 0

/** Stops the page behind an open modal from scrolling (several modals may be open at once). */
function lockScroll(): () => void {
  openCount += 1
  if (openCount === 1) {
    const gap = window.innerWidth - document.documentElement.clientWidth
    document.body.style.overflow = 'hidden'
    if (gap > 0) document.body.style.paddingRight = `${gap}px`
  }
  return () => {
    openCount -= 1
    if (openCount === 0) {
      document.body.style.overflow = ''
      document.body.style.paddingRight = ''
    }
  }
}

export interface ModalFrameProps {
  isOpen: boolean
  onClose: () => void
  /** id of the element that names the modal (its title). */
  labelledBy?: string
  /** Used when there is no visible title. */
  label?: string
  describedBy?: string
  initialFocus?: RefObject<HTMLElement | null>
  /** Layout variant: a centred dialog, or a panel sliding in from a side or from the top. */
  placement: 'center' | 'left' | 'right' | 'top'
  className?: string
  children: ReactNode
}

/**
 * Shared base of Dialog and Sheet: portal, backdrop, aria-modal, focus trap, Escape, backdrop
 * click, scroll lock, 300 ms enter/leave animation, closed on every route change.
 */
export function ModalFrame({
  isOpen,
  onClose,
  labelledBy,
  label,
  describedBy,
  initialFocus,
  placement,
  className,
  children,
}: ModalFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const [isRendered, setIsRendered] = useState(isOpen)
  const [isShown, setIsShown] = useState(false)
  // Mount as soon as it opens; unmount only after the leave animation.
  if (isOpen && !isRendered) setIsRendered(true)

  useEffect(() => {
    if (isOpen) {
      // Next frame, so the enter transition starts from the closed state.
      const frame = requestAnimationFrame(() => setIsShown(true))
      return () => cancelAnimationFrame(frame)
    }
    const frame = requestAnimationFrame(() => setIsShown(false))
    const timer = window.setTimeout(() => setIsRendered(false), MODAL_ANIMATION_MS)
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [isOpen])

  useEffect(() => {
    if (!isOpen) return
    const unlock = lockScroll()
    const stopListening = onRouteChange(onClose)
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault()
        onClose()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      unlock()
      stopListening()
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [isOpen, onClose])

  useFocusTrap(panelRef, isOpen && isRendered, initialFocus)

  if (!isRendered) return null
  return createPortal(
    <div
      className={cx('modal', `modal--${placement}`, className)}
      data-state={isOpen && isShown ? 'open' : 'closed'}
    >
      {/* Mouse users close by clicking outside; keyboard users have Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="modal__backdrop" onClick={onClose} />
      <div
        ref={panelRef}
        className="modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
