import type { CourseSummary } from '@app/domain/catalog'
import { BookOpen, Check, Clock, Globe, SignalMedium, Users } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { formatCountOf, formatDuration } from '../../lib/format'
import { buttonClassName } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { RatingStars } from '../ui/rating-stars'
import { useCourseCardSlots } from './course-card-slots'
import { CourseCover } from './course-cover'
import { PriceTag } from './price-tag'
import './quick-view.css'

/** What a quick view shows: the course and the heart for it (from the page's card slots). */
function QuickViewBody({ course }: { course: CourseSummary }) {
  const { renderCorner } = useCourseCardSlots()
  const category = course.filterCategories[0]
  return (
    <div className="quick-view">
      <div className="quick-view__media cover-frame">
        <CourseCover
          id={course.id}
          title={course.title}
          category={category}
          coverUrl={course.coverUrl}
        />
      </div>
      <div className="quick-view__info">
        {category ? <p className="quick-view__category">{category}</p> : null}
        <p className="quick-view__author">By {course.author}</p>
        <RatingStars value={course.rating} isValueShown count={course.ratingCount} />
        <ul className="quick-view__facts">
          <li>
            <BookOpen aria-hidden="true" size={16} /> {formatCountOf(course.lessons, 'Lesson')}
          </li>
          <li>
            <Clock aria-hidden="true" size={16} /> {formatDuration(course.durationMinutes)}
          </li>
          <li>
            <SignalMedium aria-hidden="true" size={16} /> {course.level}
          </li>
          <li>
            <Users aria-hidden="true" size={16} /> {formatCountOf(course.students, 'student')}
          </li>
          {course.language.length ? (
            <li>
              <Globe aria-hidden="true" size={16} /> {course.language.join(', ')}
            </li>
          ) : null}
        </ul>
        {course.features.length ? (
          <ul className="quick-view__features">
            {course.features.map((f) => (
              <li key={f}>
                <Check aria-hidden="true" size={16} /> {f}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="quick-view__buy">
          <PriceTag priceCents={course.priceCents} compareAtCents={course.compareAtCents} />
          {renderCorner?.(course)}
        </div>
        <Link className={buttonClassName({ isBlock: true })} to={paths.course(course.id)}>
          Enroll Course
        </Link>
      </div>
    </div>
  )
}

interface QuickViewDialogProps {
  course: CourseSummary
  isOpen: boolean
  onClose: () => void
}

/** The quick-view dialog, loaded the first time a visitor opens one. */
export function QuickViewDialog({ course, isOpen, onClose }: QuickViewDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={course.title} size="lg">
      <QuickViewBody course={course} />
    </Dialog>
  )
}
