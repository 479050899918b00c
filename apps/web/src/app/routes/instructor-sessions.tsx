import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { instructorSessionQueries } from '../../features/sessions/api/instructor-sessions'
import { MentoringPanel } from '../../features/sessions/components/mentoring-panel'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('instructor'),
    () => queryClient.prefetchQuery(instructorSessionQueries.mine()),
  )
export const ErrorBoundary = DashboardError

/** The mentor's 1:1 sessions: bookings, session types, hours, policy and calendar feed. */
export default function InstructorSessionsPage() {
  return (
    <DashboardLayout area="instructor" title="Sessions" onLogout={logout}>
      <MentoringPanel />
    </DashboardLayout>
  )
}
