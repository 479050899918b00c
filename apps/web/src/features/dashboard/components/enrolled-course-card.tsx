import type { LearningCourse } from '@app/domain/learning'
import { Award, BookOpen, CalendarDays, Clock } from 'lucide-react'
import { Link } from 'react-router'
import { CourseCover } from '../../../components/catalog/course-cover'
import { Avatar } from '../../../components/ui/avatar'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { formatDuration, formatLongDate } from '../../../lib/format'
import '../../../components/catalog/course-card.css'
import './student-learning.css'

/** What the card's button does: start, continue, or (finished) open the certificate. */
function nextStep(item: LearningCourse): { label: string; to: string } {
  if (item.status === 'completed' && item.certificateId)
    return { label: 'View certificate', to: paths.certificate(item.certificateId) }
  if (item.status === 'completed')
    return { label: 'Review lessons', to: paths.learnCourse(item.courseId) }
  if (item.progress.completedLessons === 0)
    return { label: 'Start learning', to: paths.learnCourse(item.courseId) }
  return { label: 'Continue learning', to: paths.learnCourse(item.courseId) }
}

/** A course the student is enrolled in: cover, title, instructor, progress and a way in. */
export function EnrolledCourseCard({ item }: { item: LearningCourse }) {
  const { course, progress } = item
  const href = paths.course(course.id)
  const category = course.filterCategories[0]
  const progressLabel = `${progress.percent}% complete`
  const step = nextStep(item)
  return (
    <article className="course-card enrolled-card">
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
            {progress.completedLessons}/{progress.totalLessons} Lessons
          </li>
          <li>
            <Clock aria-hidden="true" size={16} />
            {formatDuration(course.durationMinutes)}
          </li>
        </ul>
        <p className="enrolled-card__since">
          <CalendarDays aria-hidden="true" size={16} />
          Enrolled {formatLongDate(item.enrolledAt)}
        </p>
        <div className="enrolled-card__progress">
          <div
            className="progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-label={`Progress in ${course.title}`}
            aria-valuetext={progressLabel}
          >
            <span
              className={
                item.status === 'completed' ? 'progress__bar is-complete' : 'progress__bar'
              }
              style={{ width: `${progress.percent}%` }}
            />
          </div>
          <span className="enrolled-card__progress-label">{progressLabel}</span>
        </div>
        <div className="course-card__footer">
          <Link
            to={step.to}
            className={buttonClassName({
              variant: item.status === 'completed' ? 'secondary' : 'primary',
              size: 'sm',
              isBlock: true,
            })}
            aria-label={`${step.label}: ${course.title}`}
          >
            {item.status === 'completed' ? <Award aria-hidden="true" size={16} /> : null}
            {step.label}
          </Link>
        </div>
      </div>
    </article>
  )
}
