import { useSyncExternalStore, type ReactNode } from 'react'
import type { SwiperOptions } from 'swiper/types'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

export interface CarouselProps {
  /** Names the carousel region for screen readers. */
  label: string
  slidesPerView?: number
  spaceBetween?: number
  /** Swiper breakpoints keyed by minimum width in px. */
  breakpoints?: SwiperOptions['breakpoints']
  speed?: number
  loop?: boolean
  hasArrows?: boolean
  hasDots?: boolean
  className?: string
  children: ReactNode
}

/** Slides per view and gap for a viewport width, as swiper resolves its breakpoints. */
export function layoutAt(
  width: number,
  {
    slidesPerView = 1,
    spaceBetween = 24,
    breakpoints,
  }: Pick<CarouselProps, 'slidesPerView' | 'spaceBetween' | 'breakpoints'>,
): { perView: number; gap: number } {
  let perView = slidesPerView
  let gap = spaceBetween
  const points = Object.keys(breakpoints ?? {})
    .map(Number)
    .sort((a, b) => a - b)
  for (const point of points) {
    if (width < point) break
    const bp = breakpoints![point]!
    if (typeof bp.slidesPerView === 'number') perView = bp.slidesPerView
    if (typeof bp.spaceBetween === 'number') gap = bp.spaceBetween
  }
  return { perView, gap }
}
