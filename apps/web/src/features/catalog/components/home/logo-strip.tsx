import { Pause, Play } from 'lucide-react'
import { useState, type CSSProperties } from 'react'
import { usePrefersReducedMotion } from '../../../../components/catalog/carousel-options'

type Glyph = 'ring' | 'peak' | 'stack' | 'hex' | 'wave' | 'spark' | 'leaf' | 'grid'

/** Partner word-marks drawn for Learnlane: made-up names, one simple glyph each. */
const MARKS: readonly { name: string; glyph: Glyph }[] = [
  { name: 'Northwind', glyph: 'peak' },
  { name: 'Quantia', glyph: 'ring' },
  { name: 'Brightpath', glyph: 'spark' },
  { name: 'Lumen Labs', glyph: 'hex' },
  { name: 'Orbital', glyph: 'wave' },
  { name: 'Kitestack', glyph: 'stack' },
  { name: 'Meridian', glyph: 'grid' },
  { name: 'Greenfield', glyph: 'leaf' },
]

function GlyphShape({ glyph }: { glyph: Glyph }) {
  switch (glyph) {
    case 'ring':
      return (
        <>
          <circle cx="20" cy="24" r="12" fill="none" stroke="currentColor" strokeWidth="5" />
          <circle cx="20" cy="24" r="3" fill="currentColor" />
        </>
      )
    case 'peak':
      return <path d="M6 34 17 14l7 11 4-6 8 15z" fill="currentColor" />
    case 'stack':
      return (
        <>
          <rect x="8" y="12" width="24" height="6" rx="3" fill="currentColor" />
          <rect x="8" y="21" width="24" height="6" rx="3" fill="currentColor" opacity="0.7" />
          <rect x="8" y="30" width="24" height="6" rx="3" fill="currentColor" opacity="0.45" />
        </>
      )
    case 'hex':
      return (
        <path
          d="M20 10l12 7v14l-12 7-12-7V17z"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinejoin="round"
        />
      )
    case 'wave':
      return (
        <path
          d="M5 28c5-10 10-10 15 0s10 10 15 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
      )
    case 'spark':
      return (
        <path
          d="M20 8l3.5 12.5L36 24l-12.5 3.5L20 40l-3.5-12.5L4 24l12.5-3.5z"
          fill="currentColor"
        />
      )
    case 'leaf':
      return (
        <path
          d="M8 36C8 20 18 10 34 10c0 16-10 26-26 26zm0 0 14-14"
          fill="currentColor"
          stroke="#fff"
          strokeWidth="2"
        />
      )
    default:
      return (
        <>
          <rect x="8" y="12" width="10" height="10" rx="2" fill="currentColor" />
          <rect x="22" y="12" width="10" height="10" rx="2" fill="currentColor" opacity="0.6" />
          <rect x="8" y="26" width="10" height="10" rx="2" fill="currentColor" opacity="0.6" />
          <rect x="22" y="26" width="10" height="10" rx="2" fill="currentColor" />
        </>
      )
  }
}

function WordMark({ name, glyph, isCopy }: { name: string; glyph: Glyph; isCopy: boolean }) {
  return (
    <svg
      className="word-mark"
      viewBox="0 0 180 48"
      role={isCopy ? undefined : 'img'}
      aria-label={isCopy ? undefined : name}
      aria-hidden={isCopy || undefined}
    >
      <GlyphShape glyph={glyph} />
      <text
        x="44"
        y="31"
        fontSize="19"
        fontWeight="700"
        letterSpacing="-0.3"
        fill="currentColor"
        fontFamily="Inter Variable, system-ui, sans-serif"
      >
        {name}
      </text>
    </svg>
  )
}

/**
 * Learn From The World's Leading Experts: partner marks scrolling steadily, one mark's width every
 * 10000 ms (SPEC section 9), 2 to 6 marks in view by width (home.css). The strip stops while the
 * pointer is over it or focus is in it, and for good with Pause (WCAG 2.2.2); with reduced motion
 * it never moves.
 */
export function LogoStrip() {
  const isReduced = usePrefersReducedMotion()
  const [isPaused, setIsPaused] = useState(false)
  return (
    <section className="logo-strip" aria-labelledby="experts-title">
      <div className="container">
        <h2 id="experts-title" className="logo-strip__title">
          Learn From The World's Leading Experts
        </h2>
        <div
          className="logo-strip__viewport"
          role="region"
          aria-roledescription="carousel"
          aria-label="Partner companies"
          data-paused={isPaused || undefined}
        >
          <ul
            className="logo-strip__track"
            style={{ '--logo-strip-marks': MARKS.length } as CSSProperties}
          >
            {/* The marks twice over, so the loop has no seam; the copies are hidden from readers. */}
            {[...MARKS, ...MARKS].map((mark, i) => {
              const isCopy = i >= MARKS.length
              return (
                <li key={`${mark.name}-${i}`} aria-hidden={isCopy || undefined}>
                  <WordMark {...mark} isCopy={isCopy} />
                </li>
              )
            })}
          </ul>
        </div>
        {isReduced ? null : (
          <button
            type="button"
            className="logo-strip__toggle"
            onClick={() => setIsPaused(!isPaused)}
          >
            {isPaused ? (
              <Play aria-hidden="true" size={14} />
            ) : (
              <Pause aria-hidden="true" size={14} />
            )}
            {isPaused ? 'Play' : 'Pause'}
            <span className="visually-hidden"> partner logos</span>
          </button>
        )}
      </div>
    </section>
  )
}
