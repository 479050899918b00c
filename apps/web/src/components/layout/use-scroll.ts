import { useEffect, useState } from 'react'
import { isHeaderHidden } from './header-visibility'

/** Runs `onScroll(scrollY)` at most once per frame while the window scrolls. */
function listenToScroll(onScroll: (y: number) => void): () => void {
  let frame = 0
  const handler = () => {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      onScroll(window.scrollY)
    })
  }
  window.addEventListener('scroll', handler, { passive: true })
  return () => {
    window.removeEventListener('scroll', handler)
    if (frame) cancelAnimationFrame(frame)
  }
}

/** Whether the header should be tucked away, following the hide/show rule. */
export function useHeaderHidden(): boolean {
  const [isHidden, setIsHidden] = useState(false)
  useEffect(() => {
    let previous = window.scrollY
    let hidden = false
    return listenToScroll((y) => {
      hidden = isHeaderHidden(y, previous, hidden)
      previous = y
      setIsHidden(hidden)
    })
  }, [])
  return isHidden
}

/** True once the page is scrolled further than `threshold` px. */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setIsPast] = useState(false)
  useEffect(() => listenToScroll((y) => setIsPast(y > threshold)), [threshold])
  return isPast
}
