import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import './dropdown.css'
import { cx } from './cx'
import { onRouteChange } from './overlay-events'

interface DropdownApi {
  close: () => void
}

export interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode
  /** Accessible name of the toggle when `label` is only an icon. */
  ariaLabel?: string
  align?: 'start' | 'end'
  className?: string
  buttonClassName?: string
  panelClassName?: string
  /** Panel content; a function receives `close` for items that should close the panel. */
  children: ReactNode | ((api: DropdownApi) => ReactNode)
  onOpenChange?: (isOpen: boolean) => void
}

/**
 * Disclosure dropdown: opens on click, closes on a click elsewhere, on Escape (focus goes back to
 * the toggle) and on any route change.
 */
export function Dropdown({
  label,
  ariaLabel,
  align = 'start',
  className,
  buttonClassName,
  panelClassName,
  children,
  onOpenChange,
}: DropdownProps) {
  const [isOpen, setIsOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = `dropdown-${useId()}`

  const setOpen = useCallback(
    (next: boolean) => {
      setIsOpen(next)
      onOpenChange?.(next)
    },
    [onOpenChange],
  )
  const close = useCallback(() => setOpen(false), [setOpen])

  useEffect(() => {
    if (!isOpen) return
    function onPointerDown(event: PointerEvent | MouseEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close()
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      event.preventDefault()
      close()
      buttonRef.current?.focus()
    }
    function onFocusIn(event: FocusEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close()
    }
    document.addEventListener('mousedown', onPointerDown)
    document.addEventListener('touchstart', onPointerDown as EventListener, { passive: true })
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    const stop = onRouteChange(close)
    return () => {
      document.removeEventListener('mousedown', onPointerDown)
      document.removeEventListener('touchstart', onPointerDown as EventListener)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      stop()
    }
  }, [isOpen, close])

  return (
    <div ref={rootRef} className={cx('dropdown', isOpen && 'dropdown--open', className)}>
      <button
        ref={buttonRef}
        type="button"
        className={cx('dropdown__toggle', buttonClassName)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen(!isOpen)}
      >
        {label}
      </button>
      <div
        id={panelId}
        className={cx('dropdown__panel', `dropdown__panel--${align}`, panelClassName)}
        hidden={!isOpen}
      >
        {typeof children === 'function' ? children({ close }) : children}
      </div>
    </div>
  )
}
