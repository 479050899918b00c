import { useEffect, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  )
}

/**
 * While `isActive`: moves focus into `container` (the `initialFocus` element, else the first
 * focusable one, else the container), keeps Tab and Shift+Tab inside it, and gives focus back to
 * what had it before once the trap ends (unless focus has moved on elsewhere, as on a new page).
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  isActive: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = container.current
    if (!isActive || !root) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = initialFocus?.current ?? focusableIn(root)[0] ?? root
    first.focus({ preventScroll: true })

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !root) return
      const items = focusableIn(root)
      if (items.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const head = items[0]!
      const tail = items[items.length - 1]!
      const active = document.activeElement
      if (event.shiftKey && (active === head || active === root || !root.contains(active))) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (active === tail || !root.contains(active))) {
        event.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      // Give focus back unless something else took it meanwhile (a new page's content).
      const active = document.activeElement
      const isStillHere = !active || active === document.body || root.contains(active)
      if (previous && previous.isConnected && isStillHere) previous.focus({ preventScroll: true })
    }
  }, [container, isActive, initialFocus])
}
