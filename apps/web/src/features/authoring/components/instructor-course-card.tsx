import type { InstructorCourse } from '@app/domain/authoring'
import { Eye, EyeOff, Pencil, Send, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { CourseCover } from '../../../components/catalog/course-cover'
import { Button, buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import {
  formatCount,
  formatCountOf,
  formatDuration,
  formatPrice,
  formatPriceOrFree,
} from '../../../lib/format'
import type { CourseAction } from '../api/authoring'
import { ReviewNote } from './course-review-note'
import { CourseStateBadge } from './course-state-badge'

interface InstructorCourseCardProps {
  course: InstructorCourse
  /** The action running on this course, if any. */
  busy: CourseAction | null
  onAction: (action: CourseAction) => void
  onRemove: () => void
}

/**
 * One of the instructor's courses: cover, state, figures, where it stands in review (the reason
 * when rejected), and Publish (to review) / Unpublish / Edit / Remove.
 */
export function InstructorCourseCard({
  course,
  busy,
  onAction,
  onRemove,
}: InstructorCourseCardProps) {
  const isPublished = course.state === 'published'
  const isInReview = course.state === 'in_review'
  return (
    <li className="authoring-course">
      <div className="authoring-course__cover">
        {course.coverUrl ? (
          <img src={course.coverUrl} alt="" loading="lazy" width={320} height={200} />
        ) : (
          <CourseCover id={course.id} title={course.title} category={course.category} />
        )}
        <CourseStateBadge state={course.state} />
      </div>
      <div className="authoring-course__body">
        <h3 className="authoring-course__title">
          {isPublished ? <Link to={paths.course(course.id)}>{course.title}</Link> : course.title}
        </h3>
        <p className="authoring-course__meta">
          {course.category} · {course.level} · {formatCountOf(course.lessons, 'lesson')} ·{' '}
          {formatDuration(course.durationMinutes)}
        </p>
        <dl className="authoring-course__figures">
          <div>
            <dt>Price</dt>
            <dd>{formatPriceOrFree(course.priceCents)}</dd>
          </div>
          <div>
            <dt>Students</dt>
            <dd>{formatCount(course.students)}</dd>
          </div>
          <div>
            <dt>Sales</dt>
            <dd>{formatPrice(course.amountCents)}</dd>
          </div>
        </dl>
        <ReviewNote state={course.state} rejectionReason={course.rejectionReason} />
        <div className="authoring-course__actions">
          {isInReview ? null : isPublished ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<EyeOff aria-hidden="true" size={16} />}
              isBusy={busy === 'unpublish'}
              busyLabel="Unpublishing…"
              onClick={() => onAction('unpublish')}
            >
              Unpublish
            </Button>
          ) : (
            <Button
              size="sm"
              icon={<Send aria-hidden="true" size={16} />}
              isBusy={busy === 'publish'}
              busyLabel="Sending for review…"
              onClick={() => onAction('publish')}
            >
              Publish
            </Button>
          )}
          <Link
            to={`${paths.instructorArea.addCourse}?course=${course.id}`}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            aria-label={`Edit ${course.title}`}
          >
            <Pencil aria-hidden="true" size={16} />
            Edit
          </Link>
          {isPublished ? (
            <Link
              to={paths.course(course.id)}
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              aria-label={`View ${course.title}`}
            >
              <Eye aria-hidden="true" size={16} />
              View
            </Link>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${course.title}`}
            icon={<Trash2 aria-hidden="true" size={16} />}
            onClick={onRemove}
          >
            Remove
          </Button>
        </div>
      </div>
    </li>
  )
}
