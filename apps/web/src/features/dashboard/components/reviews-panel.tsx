import { MessageSquareText } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import type { DashboardArea } from './dashboard-nav'

/** Reviews: the ones students left on your courses (mentor) or the ones you wrote (student). */
export function ReviewsPanel({ area }: { area: DashboardArea }) {
  return (
    <EmptyState
      icon={<MessageSquareText />}
      title="No reviews yet"
      description={
        area === 'instructor'
          ? 'When students review your courses, their ratings and comments appear here and you can reply to each one.'
          : 'Reviews you write for your courses appear here, with any reply from the mentor.'
      }
      action={
        <Link
          to={area === 'instructor' ? paths.instructorArea.addCourse : paths.courses}
          className={buttonClassName({ variant: 'secondary' })}
        >
          {area === 'instructor' ? 'Create a New Course' : 'Explore courses'}
        </Link>
      }
    />
  )
}
