import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Carousel } from './carousel'
import { stopsFor } from './carousel-options'

const BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 25 },
  425: { slidesPerView: 1.5, spaceBetween: 25 },
  1440: { slidesPerView: 5, spaceBetween: 25 },
}

function Courses({ count = 10 }: { count?: number }) {
  return (
    <Carousel label="Top courses" breakpoints={BREAKPOINTS} speed={0} hasArrows hasDots>
      {Array.from({ length: count }, (_, i) => (
        <a key={i} href={`/course-single-v1/${i + 1}`}>
          {`Course ${i + 1}`}
        </a>
      ))}
    </Carousel>
  )
}

/**
 * Gives the track the layout a browser would: slides `step` px apart in a view `view` px wide
 * (jsdom lays nothing out), with a scroll position the carousel can set.
 */
function layOut(track: HTMLElement, { step, view }: { step: number; view: number }) {
  const slides = Array.from(track.children) as HTMLElement[]
  slides.forEach((slide, i) => Object.defineProperty(slide, 'offsetLeft', { value: i * step }))
  let left = 0
  Object.defineProperties(track, {
    clientWidth: { value: view },
    scrollWidth: { value: slides.length * step },
    scrollLeft: {
      get: () => left,
      set: (value: number) => {
        left = value
      },
    },
  })
}

/** Runs the carousel's next animation frame (it reads the position once per frame). */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

describe('Carousel', () => {
  it('serves every slide in the HTML, each a labelled slide of a named carousel', () => {
    const html = renderToString(<Courses />)
    for (let i = 1; i <= 10; i++) expect(html).toContain(`Course ${i}<`)
    render(<Courses />)
    const region = screen.getByRole('region', { name: 'Top courses' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(region).getAllByRole('group')).toHaveLength(10)
    expect(within(region).getByRole('group', { name: '3 of 10' })).toHaveTextContent('Course 3')
  })

  it('writes each width’s slides per view, gap and number of dots for the stylesheet', () => {
    render(<Courses />)
    const style = screen.getByRole('region', { name: 'Top courses' }).style
    expect(style.getPropertyValue('--carousel-per-view-425')).toBe('1.5')
    expect(style.getPropertyValue('--carousel-gap-425')).toBe('25px')
    expect(style.getPropertyValue('--carousel-per-view-1440')).toBe('5')
    // Five of ten in view: the first slide can be the 1st to the 6th.
    expect(style.getPropertyValue('--carousel-stops-1440')).toBe('6')
    expect(style.getPropertyValue('--carousel-stops-0')).toBe('10')
  })

  it('moves one slide per arrow press and shows the place on its dots', async () => {
    render(<Courses />)
    const region = screen.getByRole('region', { name: 'Top courses' })
    const track = region.firstElementChild as HTMLElement
    layOut(track, { step: 300, view: 1500 })
    fireEvent.scroll(track)
    await nextFrame()
    const previous = within(region).getByRole('button', { name: 'Previous slide' })
    const next = within(region).getByRole('button', { name: 'Next slide' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveAttribute('aria-disabled', 'false')

    fireEvent.click(next)
    expect(track.scrollLeft).toBe(300)
    fireEvent.scroll(track)
    await nextFrame()
    const dots = region.querySelectorAll('.carousel__dot')
    expect(dots[1]).toHaveClass('is-active')
    expect(previous).toHaveAttribute('aria-disabled', 'false')

    // A dot takes the track straight to its place; the last one to the end of the track.
    fireEvent.click(dots[5]!)
    expect(track.scrollLeft).toBe(1500)
    fireEvent.scroll(track)
    await nextFrame()
    expect(dots[5]).toHaveClass('is-active')
    expect(next).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(next)
    expect(track.scrollLeft).toBe(1500)
  })

  it('counts the places the first slide can take, a fraction of a slide making one more', () => {
    expect(stopsFor(10, 5)).toBe(6)
    expect(stopsFor(10, 1.5)).toBe(10)
    expect(stopsFor(10, 2.3)).toBe(9)
    expect(stopsFor(3, 5)).toBe(1)
    expect(stopsFor(1, 1)).toBe(1)
  })
})
