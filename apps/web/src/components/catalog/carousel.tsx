import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Children, lazy, Suspense, useRef } from 'react'
import { cx } from '../ui/cx'
import { layoutAt, type CarouselProps } from './carousel-options'
import { useNearViewport } from './use-near-viewport'
import './carousel.css'

const SwiperCarousel = lazy(() =>
  import('./swiper-carousel').then((m) => ({ default: m.SwiperCarousel })),
)

/** Viewport widths at which a carousel of the site changes its layout. */
const LAYOUT_WIDTHS = [0, 425, 560, 576, 700, 768, 1000, 1024, 1280, 1400, 1440] as const

/**
 * Every slide laid out as swiper will place them, shown before swiper loads (and in the HTML the
 * server sends, so all slides' text is in the page). The layout at each width is written as CSS
 * variables that carousel.css switches between with media queries: no measuring of the window,
 * so the server and the browser render the same markup.
 */
function StaticTrack(props: CarouselProps) {
  const layout: Record<string, string | number> = {}
  for (const width of LAYOUT_WIDTHS) {
    const { perView, gap } = layoutAt(width, props)
    layout[`--carousel-per-view-${width}`] = perView
    layout[`--carousel-gap-${width}`] = `${gap}px`
  }
  const slides = Children.toArray(props.children)
  return (
    <div className={cx('carousel', props.className)} aria-busy="true">
      <div className="swiper">
        <div className="swiper-wrapper carousel__static" style={layout}>
          {slides.map((slide, i) => (
            <div key={i} className="carousel__slide carousel__static-slide">
              {slide}
            </div>
          ))}
        </div>
      </div>
      {props.hasArrows || props.hasDots ? (
        <div className="carousel__controls" aria-hidden="true">
          {props.hasArrows ? (
            <span className="carousel__arrow is-disabled">
              <ChevronLeft size={20} />
            </span>
          ) : null}
          {props.hasDots ? <div className="carousel__dots" /> : null}
          {props.hasArrows ? (
            <span className="carousel__arrow is-disabled">
              <ChevronRight size={20} />
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/**
 * A carousel with our arrows and dots. Swiper is fetched when the carousel reaches the viewport;
 * until then the first slides sit in the very places swiper will put them, so nothing shifts and
 * pages that open above the fold do not pay for it.
 */
export function Carousel(props: CarouselProps) {
  const ref = useRef<HTMLDivElement>(null)
  const isNear = useNearViewport(ref, '0px 0px 100px 0px')
  return (
    <div ref={ref}>
      {isNear ? (
        <Suspense fallback={<StaticTrack {...props} />}>
          <SwiperCarousel {...props} />
        </Suspense>
      ) : (
        <StaticTrack {...props} />
      )}
    </div>
  )
}
