import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { sessionQueries } from '../../features/sessions/api/sessions'
import { MySessions } from '../../features/sessions/components/my-sessions'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('student'),
    () => queryClient.prefetchQuery(sessionQueries.mine()),
  )
export const ErrorBoundary = DashboardError

export default function StudentSessionsPage() {
  return (
    <DashboardLayout area="student" title="My Sessions" onLogout={logout}>
      <MySessions />
    </DashboardLayout>
  )
}
