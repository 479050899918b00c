import { ArrowUp } from 'lucide-react'
import { useScrolledPast } from './use-scroll'

/** Shown after this much scroll (SPEC section 2). */
export const SCROLL_TOP_AFTER = 150

/** Floating "back to top" button, shown once the page is scrolled past 150 px. */
export function ScrollTopButton() {
  const isShown = useScrolledPast(SCROLL_TOP_AFTER)
  return (
    <button
      type="button"
      className="scroll-top"
      data-shown={isShown || undefined}
      aria-label="Scroll to top"
      tabIndex={isShown ? 0 : -1}
      aria-hidden={!isShown || undefined}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }}
    >
      <ArrowUp aria-hidden="true" size={20} />
    </button>
  )
}
