import { useSyncExternalStore, type ReactNode } from 'react'

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

/** A carousel's layout from a viewport width on. */
export interface CarouselLayout {
  slidesPerView?: number
  spaceBetween?: number
}

export interface CarouselProps {
  /** Names the carousel region for screen readers. */
  label: string
  slidesPerView?: number
  spaceBetween?: number
  /** Layouts keyed by the minimum viewport width in px they apply from. */
  breakpoints?: Record<number, CarouselLayout>
  /** Milliseconds an arrow or a dot takes to move the slides (0 with reduced motion). */
  speed?: number
  hasArrows?: boolean
  hasDots?: boolean
  className?: string
  children: ReactNode
}

/** Slides per view and gap for a viewport width: the widest breakpoint at or below it wins. */
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

/**
 * How many places the first visible slide can take: one per slide until the last slides are all
 * in view, the last place being the end of the track (part of a slide when the view holds a
 * fraction of one).
 */
export function stopsFor(slideCount: number, perView: number): number {
  if (slideCount <= perView) return 1
  return Math.ceil(slideCount - perView - 1e-6) + 1
}
