import type { CourseSummary } from '@app/domain/catalog'
import { BookOpen, Clock, Eye } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { formatCountOf, formatDuration } from '../../lib/format'
import { Avatar } from '../ui/avatar'
import { buttonClassName } from '../ui/button'
import { cx } from '../ui/cx'
import { RatingStars } from '../ui/rating-stars'
import { useCourseCardSlots } from './course-card-slots'
import { CourseCover } from './course-cover'
import { PriceTag } from './price-tag'
import './course-card.css'

interface CourseCardProps {
  course: CourseSummary
  /** Heading level of the title inside the page outline. */
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/**
 * Course card (DESIGN.md): 16:10 cover with category pill and corner actions, two-line title,
 * instructor, rating, lessons and duration, price and Enroll Course. Fills its grid cell so cards
 * in a row share one height.
 */
export function CourseCard({ course, headingLevel: Heading = 'h3', className }: CourseCardProps) {
  const { renderCorner, onQuickView } = useCourseCardSlots()
  const href = paths.course(course.id)
  const category = course.filterCategories[0]
  return (
    <article className={cx('course-card', className)}>
      <div className="course-card__media cover-frame">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="course-card__cover-link">
          <CourseCover
            id={course.id}
            title={course.title}
            category={category}
            coverUrl={course.coverUrl}
          />
        </Link>
        {category ? <span className="course-card__pill">{category}</span> : null}
        {course.tag ? <span className="course-card__tag">{course.tag}</span> : null}
        <div className="course-card__corner">
          {onQuickView ? (
            <button
              type="button"
              className="course-card__action"
              aria-label={`Quick view: ${course.title}`}
              aria-haspopup="dialog"
              onClick={() => onQuickView(course)}
            >
              <Eye aria-hidden="true" size={18} />
            </button>
          ) : null}
          {renderCorner?.(course)}
        </div>
      </div>
      <div className="course-card__body">
        <Heading className="course-card__title">
          <Link to={href}>{course.title}</Link>
        </Heading>
        <p className="course-card__author">
          <Avatar name={course.author} size={24} isDecorative />
          <span>{course.author}</span>
        </p>
        <RatingStars value={course.rating} isValueShown count={course.ratingCount} size={14} />
        <ul className="course-card__meta">
          <li>
            <BookOpen aria-hidden="true" size={16} />
            {formatCountOf(course.lessons, 'Lesson')}
          </li>
          <li>
            <Clock aria-hidden="true" size={16} />
            {formatDuration(course.durationMinutes)}
          </li>
        </ul>
        <div className="course-card__footer">
          <PriceTag priceCents={course.priceCents} compareAtCents={course.compareAtCents} />
          <Link
            to={href}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            aria-label={`Enroll Course: ${course.title}`}
          >
            Enroll Course
          </Link>
        </div>
      </div>
    </article>
  )
}

/** Same footprint as a card, shown while courses load so nothing shifts when they arrive. */
export function CourseCardSkeleton() {
  return (
    <div className="course-card course-card--skeleton" aria-hidden="true">
      <div className="course-card__media cover-frame skeleton" />
      <div className="course-card__body">
        <span className="skeleton skeleton--line" style={{ width: '90%' }} />
        <span className="skeleton skeleton--line" style={{ width: '60%' }} />
        <span className="skeleton skeleton--line skeleton--sm" style={{ width: '45%' }} />
        <span className="skeleton skeleton--line skeleton--sm" style={{ width: '55%' }} />
        <span className="skeleton skeleton--line skeleton--sm" style={{ width: '70%' }} />
        <div className="course-card__footer">
          <span className="skeleton skeleton--line" style={{ width: 64 }} />
          <span className="skeleton skeleton--button" />
        </div>
      </div>
    </div>
  )
}
