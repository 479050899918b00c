import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Children, lazy, Suspense, useRef } from 'react'
import { cx } from '../ui/cx'
import { layoutAt, type CarouselProps } from './carousel-options'
import { useNearViewport } from './use-near-viewport'
import './carousel.css'

const SwiperCarousel = lazy(() =>
  import('./swiper-carousel').then((m) => ({ default: m.SwiperCarousel })),
)

/** The first slides laid out exactly as swiper will place them, shown while swiper loads. */
function StaticTrack(props: CarouselProps) {
  const { perView, gap } = layoutAt(window.innerWidth, props)
  const width = `calc((100% - ${gap * (perView - 1)}px) / ${perView})`
  const slides = Children.toArray(props.children).slice(0, Math.ceil(perView))
  return (
    <div className={cx('carousel', props.className)} aria-busy="true">
      <div className="swiper">
        <div className="swiper-wrapper carousel__static">
          {slides.map((slide, i) => (
            <div
              key={i}
              className="carousel__slide"
              style={{ width, marginRight: gap, flex: 'none' }}
            >
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
