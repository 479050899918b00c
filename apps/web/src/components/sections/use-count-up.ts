import { useEffect, useRef, useState } from 'react'

/** SPEC section 4: the stepping counter adds one twentieth of the target every 50 ms. */
export const COUNT_STEPS = 20
export const COUNT_STEP_MS = 50
/** SPEC section 4: the other counter variant runs for 2500 ms. */
export const COUNT_DURATION_MS = 2500
/** The counter starts once half of it is on screen. */
export const COUNT_VISIBLE_RATIO = 0.5

/** `steps`: 20 equal steps, one every 50 ms. `duration`: an eased run over 2500 ms. */
export type CountMode = 'steps' | 'duration'

function shouldSkipAnimation(): boolean {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return true
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/**
 * Counts from 0 up to `target` once, when half of the element becomes visible. With reduced
 * motion (or without IntersectionObserver) it shows the target straight away; so does the HTML
 * rendered on the server.
 */
export function useCountUp<T extends Element>(target: number, mode: CountMode = 'steps') {
  const ref = useRef<T>(null)
  const [isStatic] = useState(shouldSkipAnimation)
  // Null until the browser takes over: the server's HTML (and the hydration that follows) shows
  // the real figure, so it is in the page for readers and crawlers; then it restarts from 0.
  const [value, setValue] = useState<number | null>(null)

  useEffect(() => {
    const element = ref.current
    if (isStatic || !element) return
    setValue(0)
    let timer: ReturnType<typeof setInterval> | undefined

    const run = () => {
      if (mode === 'steps') {
        let step = 0
        timer = setInterval(() => {
          step += 1
          setValue(step >= COUNT_STEPS ? target : (target * step) / COUNT_STEPS)
          if (step >= COUNT_STEPS) clearInterval(timer)
        }, COUNT_STEP_MS)
        return
      }
      const startedAt = Date.now()
      timer = setInterval(() => {
        const progress = Math.min(1, (Date.now() - startedAt) / COUNT_DURATION_MS)
        setValue(progress >= 1 ? target : target * easeOutCubic(progress))
        if (progress >= 1) clearInterval(timer)
      }, 1000 / 60)
    }

    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= COUNT_VISIBLE_RATIO)) {
          observer.disconnect()
          run()
        }
      },
      { threshold: COUNT_VISIBLE_RATIO },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      clearInterval(timer)
    }
  }, [isStatic, mode, target])

  return { ref, value: isStatic ? target : (value ?? target) }
}
