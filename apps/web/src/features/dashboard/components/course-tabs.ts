import { BookOpen, CircleCheck, PlayCircle, type LucideIcon } from 'lucide-react'

export interface CourseTab {
  key: 'enrolled' | 'active' | 'completed'
  label: string
  icon: LucideIcon
  empty: string
  emptyText: string
}

/** The spec's three course statuses, in tab order. */
export const COURSE_TABS = [
  {
    key: 'enrolled',
    label: 'Enrolled Courses',
    icon: BookOpen,
    empty: 'No enrolled courses yet',
    emptyText:
      'Courses you buy appear here as soon as the payment is confirmed, so you can pick up where you left off.',
  },
  {
    key: 'active',
    label: 'Active Courses',
    icon: PlayCircle,
    empty: 'No active courses',
    emptyText: 'Courses you are enrolled in and have not finished are listed here.',
  },
  {
    key: 'completed',
    label: 'Completed Courses',
    icon: CircleCheck,
    empty: 'No completed courses yet',
    emptyText:
      'Courses whose lessons you have all completed are listed here, with your certificate.',
  },
] as const satisfies readonly CourseTab[]
