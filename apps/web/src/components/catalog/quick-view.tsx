import type { CourseSummary } from '@app/domain/catalog'
import { BookOpen, Check, Clock, Globe, SignalMedium, Users } from 'lucide-react'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { formatCount, formatDuration } from '../../lib/format'
import { buttonClassName } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { RatingStars } from '../ui/rating-stars'
import { CourseCardSlotsProvider, useCourseCardSlots } from './course-card-slots'
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
        <CourseCover id={course.id} title={course.title} category={category} />
      </div>
      <div className="quick-view__info">
        {category ? <p className="quick-view__category">{category}</p> : null}
        <p className="quick-view__author">By {course.author}</p>
        <RatingStars value={course.rating} isValueShown count={course.ratingCount} />
        <ul className="quick-view__facts">
          <li>
            <BookOpen aria-hidden="true" size={16} /> {course.lessons} Lessons
          </li>
          <li>
            <Clock aria-hidden="true" size={16} /> {formatDuration(course.durationMinutes)}
          </li>
          <li>
            <SignalMedium aria-hidden="true" size={16} /> {course.level}
          </li>
          <li>
            <Users aria-hidden="true" size={16} /> {formatCount(course.students)} students
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

interface QuickViewProviderProps {
  /** The courses on the page; the quick-view item defaults to the first (SPEC section 3). */
  courses: readonly CourseSummary[]
  children: ReactNode
}

/** Gives every card below a Quick view button opening one shared, accessible dialog. */
export function QuickViewProvider({ courses, children }: QuickViewProviderProps) {
  const [chosen, setChosen] = useState<CourseSummary | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const course = chosen ?? courses[0] ?? null
  const onQuickView = useCallback((c: CourseSummary) => {
    setChosen(c)
    setIsOpen(true)
  }, [])
  const close = useCallback(() => setIsOpen(false), [])
  const slots = useMemo(() => ({ onQuickView }), [onQuickView])
  return (
    <CourseCardSlotsProvider value={slots}>
      {children}
      {course ? (
        <Dialog isOpen={isOpen} onClose={close} title={course.title} size="lg">
          <QuickViewBody course={course} />
        </Dialog>
      ) : null}
    </CourseCardSlotsProvider>
  )
}
