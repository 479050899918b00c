import type { ReactNode } from 'react'
import { CalendarClock, Globe, Users } from 'lucide-react'
import { PageHeader, type Crumb } from '../../../components/layout/page-header'
import { RatingStars } from '../../../components/ui/rating-stars'
import { formatCountOf } from '../../../lib/format'

export interface CourseHeroFacts {
  title: string
  skills: string
  author: string
  rating: number
  ratingCount: number
  students: number
  lessons: number
  /** 'MM/YYYY'. */
  updated: string
  languages: readonly string[]
  tag?: string | null
}

/** '2024-12-03T…' -> '12/2024'. */
export function monthYear(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
}

/** Course title block: breadcrumb, title, skills line, rating, lessons, students, update and author. */
export function CourseHero({
  facts,
  crumbs,
  children,
}: {
  facts: CourseHeroFacts
  crumbs: Crumb[]
  children?: ReactNode
}) {
  return (
    <PageHeader title={facts.title} crumbs={crumbs} description={facts.skills}>
      <ul className="course-facts">
        {facts.tag ? (
          <li>
            <span className="course-facts__tag">{facts.tag}</span>
          </li>
        ) : null}
        <li>
          {facts.ratingCount > 0 ? (
            <>
              <RatingStars value={facts.rating} isValueShown size={16} />
              <span className="course-facts__muted">
                ({formatCountOf(facts.ratingCount, 'rating')})
              </span>
            </>
          ) : (
            <span className="course-facts__muted">No ratings yet</span>
          )}
        </li>
        <li>{formatCountOf(facts.lessons, 'lesson')}</li>
        <li>
          <Users aria-hidden="true" size={16} /> {formatCountOf(facts.students, 'student')}
        </li>
        <li>
          <CalendarClock aria-hidden="true" size={16} /> Last updated {facts.updated}
        </li>
        {facts.languages.length ? (
          <li>
            <Globe aria-hidden="true" size={16} /> {facts.languages.join(', ')}
          </li>
        ) : null}
      </ul>
      <p className="course-facts__author">
        Created by <strong>{facts.author}</strong>
      </p>
      {children}
    </PageHeader>
  )
}
