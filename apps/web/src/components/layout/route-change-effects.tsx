import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { announceRouteChange } from '../ui/overlay-events'

/**
 * On every route change: back to the top of the page, and every open modal, menu and side
 * panel closes (they listen to the announcement).
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
    announceRouteChange()
  }, [pathname])
  return null
}
