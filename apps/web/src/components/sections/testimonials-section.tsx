import type { Testimonial } from '@app/domain/catalog'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, MessageSquareQuote, Quote } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { api } from '../../lib/api-client'
import { Avatar } from '../ui/avatar'
import { Button } from '../ui/button'
import { EmptyState } from '../ui/empty-state'
import { RatingStars } from '../ui/rating-stars'
import './sections.css'

/** GET /api/testimonials: what learners say (served by the catalog API). */
export const testimonialQueries = {
  all: ['testimonials'] as const,
  list: () =>
    queryOptions({
      queryKey: [...testimonialQueries.all, 'list'],
      queryFn: ({ signal }) => api.get<Testimonial[]>('/testimonials', undefined, signal),
      staleTime: 10 * 60_000,
    }),
}

interface TestimonialsSectionProps {
  title?: string
  subtitle?: string
  tone?: 'plain' | 'alt'
}

/**
 * What Clients Are Saying: a main text slider driven by a row of thumbnails (clicking a thumbnail
 * moves the slider to that entry). It loads on its own, so a failure here never breaks the page.
 */
export function TestimonialsSection({
  title = 'What Clients Are Saying',
  subtitle = 'Learners and instructors on what changed for them after joining Learnlane.',
  tone = 'alt',
}: TestimonialsSectionProps) {
  const query = useQuery(testimonialQueries.list())
  return (
    <section
      className={`section testimonials${tone === 'alt' ? ' section--alt' : ''}`}
      aria-labelledby="testimonials-title"
    >
      <div className="container">
        <div className="section-intro section-intro--center">
          <p className="section-intro__eyebrow">Testimonials</p>
          <h2 id="testimonials-title">{title}</h2>
          <p>{subtitle}</p>
        </div>
        {query.isPending ? (
          <div className="testimonials__skeleton" role="status" aria-busy="true">
            <span className="testimonials__bone" />
            <span className="testimonials__bone" />
            <span className="testimonials__bone testimonials__bone--short" />
            <span className="visually-hidden">Loading testimonials</span>
          </div>
        ) : query.isError ? (
          <div className="testimonials__error" role="alert">
            <p>We could not load what our learners say right now.</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <EmptyState
            as="h3"
            isCompact
            icon={<MessageSquareQuote size={24} />}
            title="No testimonials yet"
            description="Reviews from our learners will appear here."
          />
        ) : (
          <TestimonialsSlider items={query.data} />
        )}
      </div>
    </section>
  )
}

/** Thumbnails are tabs, each main slide is the tab's panel; arrows and Home/End move between them. */
export function TestimonialsSlider({ items }: { items: readonly Testimonial[] }) {
  const baseId = useId()
  const [index, setIndex] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const current = Math.min(index, items.length - 1)
  const last = items.length - 1

  const select = (next: number, focus = false) => {
    const wrapped = (next + items.length) % items.length
    setIndex(wrapped)
    if (focus) tabs.current[wrapped]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next, true)
  }

  return (
    <div className="testimonials__slider">
      <div className="testimonials__viewport">
        <div
          className="testimonials__track"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {items.map((item, i) => (
            <div
              key={item.id}
              id={`${baseId}-panel-${i}`}
              role="tabpanel"
              aria-labelledby={`${baseId}-tab-${i}`}
              className="testimonials__slide"
              inert={i !== current}
              aria-hidden={i !== current || undefined}
            >
              <figure className="testimonials__card">
                <Quote className="testimonials__quote-mark" aria-hidden="true" size={40} />
                <RatingStars value={item.rating} size={18} />
                <blockquote className="testimonials__text">
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="testimonials__author">
                  <Avatar name={item.name} size={48} isDecorative />
                  <span>
                    <strong>{item.name}</strong>
                    <span className="testimonials__role">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>

      <div className="testimonials__nav">
        <button
          type="button"
          className="icon-btn testimonials__arrow"
          aria-label="Previous testimonial"
          onClick={() => select(current - 1)}
        >
          <ChevronLeft aria-hidden="true" size={20} />
        </button>
        <div className="testimonials__thumbs" role="tablist" aria-label="Choose a testimonial">
          {items.map((item, i) => (
            <button
              key={item.id}
              ref={(el) => {
                tabs.current[i] = el
              }}
              id={`${baseId}-tab-${i}`}
              type="button"
              role="tab"
              aria-selected={i === current}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={i === current ? 0 : -1}
              className="testimonials__thumb"
              onClick={() => select(i)}
              onKeyDown={onKeyDown}
            >
              <Avatar name={item.name} size={44} isDecorative />
              <span className="testimonials__thumb-text">
                <span className="testimonials__thumb-name">{item.name}</span>
              </span>
            </button>
          ))}
        </div>
        <button
          type="button"
          className="icon-btn testimonials__arrow"
          aria-label="Next testimonial"
          onClick={() => select(current + 1)}
        >
          <ChevronRight aria-hidden="true" size={20} />
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {`Testimonial ${current + 1} of ${items.length}: ${items[current]?.name ?? ''}`}
      </p>
    </div>
  )
}
