import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Children, useState } from 'react'
import { A11y, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import { cx } from '../ui/cx'
import { usePrefersReducedMotion, type CarouselProps } from './carousel-options'
import './carousel.css'

/**
 * The swiper behind Carousel, fetched on demand. It moves only when asked (arrows, dots, swipes),
 * never on its own, and with reduced motion it changes slides without sliding.
 */
export function SwiperCarousel({
  label,
  slidesPerView = 1,
  spaceBetween = 24,
  breakpoints,
  speed = 400,
  loop = false,
  hasArrows = false,
  hasDots = false,
  className,
  children,
}: CarouselProps) {
  const isReduced = usePrefersReducedMotion()
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null)
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null)
  const [dotsEl, setDotsEl] = useState<HTMLDivElement | null>(null)
  const slides = Children.toArray(children)
  const isReady = (!hasArrows || (prevEl && nextEl)) && (!hasDots || dotsEl)

  return (
    <div
      className={cx('carousel', className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {isReady ? (
        <Swiper
          modules={[A11y, Navigation, Pagination]}
          slidesPerView={slidesPerView}
          spaceBetween={spaceBetween}
          breakpoints={breakpoints}
          speed={isReduced ? 0 : speed}
          loop={loop && slides.length > 1}
          navigation={hasArrows ? { prevEl, nextEl, disabledClass: 'is-disabled' } : false}
          pagination={
            hasDots
              ? {
                  el: dotsEl,
                  clickable: true,
                  bulletElement: 'button',
                  bulletClass: 'carousel__dot',
                  bulletActiveClass: 'is-active',
                }
              : false
          }
          a11y={{
            enabled: true,
            prevSlideMessage: 'Previous slide',
            nextSlideMessage: 'Next slide',
          }}
          watchOverflow
        >
          {slides.map((slide, i) => (
            <SwiperSlide key={i} className="carousel__slide">
              {slide}
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <div className="carousel__placeholder" />
      )}
      {hasArrows || hasDots ? (
        <div className="carousel__controls">
          {hasArrows ? (
            <button
              ref={setPrevEl}
              type="button"
              className="carousel__arrow"
              aria-label="Previous slide"
            >
              <ChevronLeft aria-hidden="true" size={20} />
            </button>
          ) : null}
          {hasDots ? <div ref={setDotsEl} className="carousel__dots" /> : null}
          {hasArrows ? (
            <button
              ref={setNextEl}
              type="button"
              className="carousel__arrow"
              aria-label="Next slide"
            >
              <ChevronRight aria-hidden="true" size={20} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
