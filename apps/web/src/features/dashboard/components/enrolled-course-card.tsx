import type { Enrolment } from '@app/domain/learning'
import { BookOpen, CalendarDays, Clock } from 'lucide-react'
import { Link } from 'react-router'
import { CourseCover } from '../../../components/catalog/course-cover'
import { Avatar } from '../../../components/ui/avatar'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { formatDuration, formatLongDate } from '../../../lib/format'
import '../../../components/catalog/course-card.css'

/**
 * Lesson progress is not recorded yet, so every course stands at 0%: the bar says so rather than
 * showing a made-up figure.
 */
export const COURSE_PROGRESS = 0

/** A course the student is enrolled in: cover, title, instructor, progress and a way in. */
export function EnrolledCourseCard({ enrolment }: { enrolment: Enrolment }) {
  const { course } = enrolment
  const href = paths.course(course.id)
  const category = course.filterCategories[0]
  const progressLabel = `${COURSE_PROGRESS}% complete`
  return (
    <article className="course-card enrolled-card">
      <div className="course-card__media cover-frame">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="course-card__cover-link">
          <CourseCover id={course.id} title={course.title} category={category} />
        </Link>
        {category ? <span className="course-card__pill">{category}</span> : null}
      </div>
      <div className="course-card__body">
        <h3 className="course-card__title">
          <Link to={href}>{course.title}</Link>
        </h3>
        <p className="course-card__author">
          <Avatar name={course.author} size={24} isDecorative />
          <span>{course.author}</span>
        </p>
        <ul className="course-card__meta">
          <li>
            <BookOpen aria-hidden="true" size={16} />
            {course.lessons} Lessons
          </li>
          <li>
            <Clock aria-hidden="true" size={16} />
            {formatDuration(course.durationMinutes)}
          </li>
        </ul>
        <p className="enrolled-card__since">
          <CalendarDays aria-hidden="true" size={16} />
          Enrolled {formatLongDate(enrolment.enrolledAt)}
        </p>
        <div className="enrolled-card__progress">
          <div
            className="progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={COURSE_PROGRESS}
            aria-label={`Progress in ${course.title}`}
            aria-valuetext={progressLabel}
          >
            <span className="progress__bar" style={{ width: `${COURSE_PROGRESS}%` }} />
          </div>
          <span className="enrolled-card__progress-label">{progressLabel}</span>
        </div>
        <div className="course-card__footer">
          <Link
            to={href}
            className={buttonClassName({ variant: 'primary', size: 'sm', isBlock: true })}
            aria-label={`Start learning: ${course.title}`}
          >
            Start learning
          </Link>
        </div>
      </div>
    </article>
  )
}
