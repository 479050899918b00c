import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader, meQueries } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { MyCourses } from '../../features/dashboard/components/my-courses'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('student'),
    () => queryClient.prefetchQuery(meQueries.learning()),
  )
export const ErrorBoundary = DashboardError

export default function StudentMyCoursesPage() {
  return (
    <DashboardLayout area="student" title="My Courses" onLogout={logout}>
      <MyCourses area="student" />
    </DashboardLayout>
  )
}
