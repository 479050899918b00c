import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { announceRouteChange } from '../ui/overlay-events'

/**
 * On every route change (not as the first page starts: a visitor may have scrolled while it
 * loaded, and a page yanked back to the top under a finger turns a tap into another): back to the
 * top of the page, every open modal, menu and side panel
 * closes (they listen to the announcement), and focus moves to the new page's content, as a
 * page load would start reading there: the next Tab goes to its first control, not to the one
 * after the link that was followed.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo(0, 0)
    announceRouteChange()
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
  return null
}
