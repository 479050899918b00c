import { ChevronLeft, ChevronRight } from 'lucide-react'
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
} from 'react'
import { cx } from '../ui/cx'
import { layoutAt, stopsFor, usePrefersReducedMotion, type CarouselProps } from './carousel-options'
import './carousel.css'

/** Viewport widths at which a carousel of the site changes its layout. */
const LAYOUT_WIDTHS = [0, 425, 560, 576, 700, 768, 1000, 1024, 1280, 1400, 1440] as const

/** Where the track stands: the stop of its first visible slide, and whether it can move. */
interface Position {
  stop: number
  atStart: boolean
  atEnd: boolean
}

/** Measures a track: the distance from one slide to the next and how far it scrolls. */
function measure(track: HTMLElement) {
  const slides = track.children
  const first = slides[0] as HTMLElement | undefined
  const second = slides[1] as HTMLElement | undefined
  const step = first && second ? second.offsetLeft - first.offsetLeft : track.clientWidth
  const maxScroll = Math.max(0, track.scrollWidth - track.clientWidth)
  return { step: Math.max(1, step), maxScroll }
}

function positionOf(track: HTMLElement): Position {
  const { step, maxScroll } = measure(track)
  const stops = maxScroll < 1 ? 1 : Math.ceil(maxScroll / step - 0.01) + 1
  const atEnd = track.scrollLeft >= maxScroll - 1
  const stop = atEnd ? stops - 1 : Math.min(Math.round(track.scrollLeft / step), stops - 1)
  return { stop, atStart: track.scrollLeft <= 1, atEnd }
}

const easeOut = (t: number) => 1 - (1 - t) ** 3

/**
 * A row of slides that scrolls sideways: a touch, a trackpad or the keyboard (focus moves into
 * view) move it with or without JavaScript, and the arrows and dots move it one slide at a time
 * once the page has started. The layout at each width is written as CSS variables that
 * carousel.css switches between with media queries, and the dots beyond the last place the first
 * slide can reach are drawn with no width: no measuring of the window, so the server and the
 * browser render the same markup, and every slide's text is in the page as served.
 */
export function Carousel({
  label,
  slidesPerView,
  spaceBetween,
  breakpoints,
  speed = 400,
  hasArrows = false,
  hasDots = false,
  className,
  children,
}: CarouselProps) {
  const slides = Children.toArray(children)
  const trackId = useId()
  const trackRef = useRef<HTMLDivElement>(null)
  const isReduced = usePrefersReducedMotion()
  const [position, setPosition] = useState<Position>({
    stop: 0,
    atStart: true,
    atEnd: slides.length <= 1,
  })
  const animation = useRef(0)

  const layout: CSSProperties & Record<string, string | number> = {}
  for (const width of LAYOUT_WIDTHS) {
    const { perView, gap } = layoutAt(width, { slidesPerView, spaceBetween, breakpoints })
    layout[`--carousel-per-view-${width}`] = perView
    layout[`--carousel-gap-${width}`] = `${gap}px`
    layout[`--carousel-stops-${width}`] = stopsFor(slides.length, perView)
  }

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    let frame = 0
    const update = () => {
      frame = 0
      const next = positionOf(track)
      setPosition((current) =>
        current.stop === next.stop &&
        current.atStart === next.atStart &&
        current.atEnd === next.atEnd
          ? current
          : next,
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    schedule()
    track.addEventListener('scroll', schedule, { passive: true })
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule)
    resize?.observe(track)
    return () => {
      track.removeEventListener('scroll', schedule)
      resize?.disconnect()
      cancelAnimationFrame(frame)
      cancelAnimationFrame(animation.current)
    }
  }, [])

  const goTo = useCallback(
    (stop: number) => {
      const track = trackRef.current
      if (!track) return
      const { step, maxScroll } = measure(track)
      const target = Math.min(Math.max(0, stop) * step, maxScroll)
      cancelAnimationFrame(animation.current)
      const from = track.scrollLeft
      if (isReduced || speed <= 0 || Math.abs(target - from) < 1) {
        track.scrollLeft = target
        return
      }
      // Snapping would pull every frame of the glide to a slide's edge: off while it moves.
      track.style.scrollSnapType = 'none'
      const start = performance.now()
      const frame = (now: number) => {
        const t = Math.min(1, (now - start) / speed)
        track.scrollLeft = from + (target - from) * easeOut(t)
        if (t < 1) animation.current = requestAnimationFrame(frame)
        else track.style.scrollSnapType = ''
      }
      animation.current = requestAnimationFrame(frame)
    },
    [isReduced, speed],
  )

  const arrow = (direction: 'previous' | 'next') => {
    const isDisabled = direction === 'previous' ? position.atStart : position.atEnd
    const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
    return (
      <button
        type="button"
        className={cx('carousel__arrow', isDisabled && 'is-disabled')}
        aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
        aria-controls={trackId}
        aria-disabled={isDisabled}
        onClick={() => {
          if (!isDisabled) goTo(position.stop + (direction === 'previous' ? -1 : 1))
        }}
      >
        <Icon aria-hidden="true" size={20} />
      </button>
    )
  }

  return (
    <div
      className={cx('carousel', className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={layout}
    >
      <div id={trackId} ref={trackRef} className="carousel__track">
        {slides.map((slide, i) => (
          <div
            key={i}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {hasArrows || hasDots ? (
        <div className="carousel__controls">
          {hasArrows ? arrow('previous') : null}
          {hasDots ? (
            // The arrows serve the keyboard and screen readers; the dots show the place and
            // take a pointer straight to another.
            <div className="carousel__dots" aria-hidden="true">
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  tabIndex={-1}
                  className={cx('carousel__dot', i === position.stop && 'is-active')}
                  style={{ '--dot': i } as CSSProperties}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          ) : null}
          {hasArrows ? arrow('next') : null}
        </div>
      ) : null}
    </div>
  )
}
