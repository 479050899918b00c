import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { earningsQueries } from '../../features/dashboard/api/earnings'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { EarningsPanel } from '../../features/dashboard/components/earnings-panel'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('instructor'),
    () => queryClient.prefetchQuery(earningsQueries.mine()),
  )
export const ErrorBoundary = DashboardError

/** The mentor's money: what each sale earned, what waits, what was paid out. */
export default function InstructorEarningsPage() {
  return (
    <DashboardLayout area="instructor" title="Earnings" onLogout={logout}>
      <EarningsPanel />
    </DashboardLayout>
  )
}
