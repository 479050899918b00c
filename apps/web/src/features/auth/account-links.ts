import type { Role } from '@app/domain/roles'
import { paths } from '../../config/paths'

/** How a role is named to people (the spec's Mentor / Student switch). */
export function roleLabel(role: Role): string {
  if (role === 'teacher') return 'Mentor'
  if (role === 'student') return 'Student'
  return 'Admin'
}

/** The dashboards a role may open, most relevant first. */
export function dashboardLinks(role: Role): { label: string; to: string }[] {
  const mentor = { label: 'Instructor Dashboard', to: paths.instructorArea.dashboard }
  const student = { label: 'Student Dashboard', to: paths.studentArea.dashboard }
  if (role === 'teacher') return [{ ...mentor, label: 'Dashboard' }]
  if (role === 'student') return [{ ...student, label: 'Dashboard' }]
  return [
    mentor,
    student,
    { label: 'Orders', to: paths.adminOrders },
    { label: 'Refund requests', to: paths.adminRefunds },
    { label: 'Earnings', to: paths.adminEarnings },
    { label: 'Course reviews', to: paths.adminCourseReviews },
    { label: 'Session disputes', to: paths.adminSessionDisputes },
    { label: 'Messages', to: paths.adminMessages },
    { label: 'Outbox', to: paths.adminOutbox },
  ]
}

/** Where a role reads its messages with mentors or students; none for admins. */
export function messagesLink(role: Role): string | null {
  if (role === 'teacher') return paths.instructorArea.messages
  if (role === 'student') return paths.studentArea.messages
  return null
}
