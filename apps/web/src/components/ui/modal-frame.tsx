import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import './modal-frame.css'
import { cx } from './cx'
import { onRouteChange } from './overlay-events'

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

const TAB_STOPS =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex], [contenteditable="true"]'

/** The controls Tab stops on inside `root`, in order (a hidden one is no stop). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TAB_STOPS)).filter(
    (el) => el.tabIndex >= 0 && (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  )
}

/**
 * A modal dialog leaves the rest of the page inert but lets Tab go past its last control, out of
 * the page: Tab from the last control comes back to the first, Shift+Tab from the first to the
 * last.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return
  const root = event.currentTarget
  const stops = tabStops(root)
  const head = stops[0]
  const tail = stops[stops.length - 1]
  const active = document.activeElement
  if (!head || !tail) {
    event.preventDefault()
    return
  }
  const isOutside = active === root || !root.contains(active)
  if (event.shiftKey && (active === head || isOutside)) {
    event.preventDefault()
    tail.focus()
  } else if (!event.shiftKey && (active === tail || isOutside)) {
    event.preventDefault()
    head.focus()
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
 * Shared base of Dialog and Sheet: a native `<dialog>` opened with `showModal()`, so the browser
 * moves focus into it, makes the page behind it inert, closes it on Escape and gives focus back
 * to the opener. Added here: the backdrop, a click on it closing, Tab kept going round, scroll
 * lock, the 300 ms enter/leave animation, and closing on every route change.
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
  const dialogRef = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  const [isRendered, setIsRendered] = useState(isOpen)
  const [isShown, setIsShown] = useState(false)
  // Mount as soon as it opens; unmount only after the leave animation.
  if (isOpen && !isRendered) setIsRendered(true)

  useLayoutEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

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

  // Layout effects: they run once React has put focus back where it was before the commit, so
  // the focus the browser moves as the dialog opens or closes stays where it went.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!isOpen) {
      dialog.close()
      return
    }
    dialog.showModal()
    initialFocus?.current?.focus({ preventScroll: true })
    const unlock = lockScroll()
    // After a first Escape the owner kept open (a request under way), the browser closes on the
    // next one without asking: open it again and ask, as for the first.
    function onClosedByBrowser() {
      if (dialog!.open) return
      dialog!.showModal()
      onCloseRef.current()
    }
    dialog.addEventListener('close', onClosedByBrowser)
    // Closed at once, so the new page can take the focus (nothing behind a modal can).
    const stopListening = onRouteChange(() => {
      dialog.removeEventListener('close', onClosedByBrowser)
      dialog.close()
      onCloseRef.current()
    })
    return () => {
      dialog.removeEventListener('close', onClosedByBrowser)
      stopListening()
      unlock()
    }
  }, [isOpen, initialFocus])

  // Taken off the page while open (its owner went away): closed, and focus goes back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    return () => dialog?.close()
  }, [isRendered])

  if (!isRendered) return null
  return createPortal(
    <dialog
      ref={dialogRef}
      className={cx('modal', `modal--${placement}`, className)}
      data-state={isOpen && isShown ? 'open' : 'closed'}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: the owner decides, and closing animates.
        event.preventDefault()
        onClose()
      }}
      onKeyDown={keepTabInside}
    >
      {/* Mouse users close by clicking outside; keyboard users have Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="modal__backdrop" onClick={onClose} />
      <div className="modal__panel">{children}</div>
    </dialog>,
    document.body,
  )
}
