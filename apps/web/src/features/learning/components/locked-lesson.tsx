import type { LearnCourse } from '@app/domain/learning'
import { Lock } from 'lucide-react'
import { Link } from 'react-router'
import { AddToCartButton } from '../../../components/commerce/add-to-cart-button'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { courseCartItem } from '../../../lib/cart-store'
import { formatPrice } from '../../../lib/format'

interface LockedLessonProps {
  course: LearnCourse
  /** The server's reason, when it gave one. */
  message?: string
}

/** A lesson of a course the visitor has not bought: what it takes to open it. */
export function LockedLesson({ course, message }: LockedLessonProps) {
  const lessons = course.sections.reduce((n, s) => n + s.lessons.length, 0)
  return (
    <div className="learn-locked" role="region" aria-labelledby="learn-locked-title">
      <span className="learn-locked__icon" aria-hidden="true">
        <Lock size={28} />
      </span>
      <h2 id="learn-locked-title">This lesson is locked</h2>
      <p>
        {message ?? 'Buy this course to unlock this lesson.'} You get all {lessons} lessons of{' '}
        {course.title}, your progress saved as you go, and a certificate when you finish.
      </p>
      <div className="learn-locked__actions">
        <AddToCartButton
          item={courseCartItem({
            id: course.courseId,
            title: course.title,
            priceCents: course.priceCents,
            author: course.instructorName,
          })}
        />
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={paths.course(course.courseId)}
        >
          View the course
          {course.priceCents > 0 ? ` · ${formatPrice(course.priceCents)}` : ''}
        </Link>
      </div>
    </div>
  )
}
