import { ListChecks } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import type { DashboardArea } from './dashboard-nav'

/** Quizzes: a mentor's quizzes with student results, or a student's attempts. */
export function QuizzesPanel({ area }: { area: DashboardArea }) {
  return area === 'instructor' ? (
    <EmptyState
      icon={<ListChecks />}
      title="No quizzes yet"
      description="Quizzes belong to a course's curriculum. Create a course first; its quizzes and each student's results will be listed here."
      action={
        <Link to={paths.instructorArea.addCourse} className={buttonClassName()}>
          Create a New Course
        </Link>
      }
    />
  ) : (
    <EmptyState
      icon={<ListChecks />}
      title="No quiz attempts yet"
      description="Quizzes from your courses appear here with your score and the number of attempts."
      action={
        <Link to={paths.courses} className={buttonClassName()}>
          Explore courses
        </Link>
      }
    />
  )
}
