import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader, meQueries } from '../../features/dashboard/api/me'
import { pageFromSearch } from '../../lib/page-param'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { OrdersPanel } from '../../features/dashboard/components/orders-panel'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('student'),
    (url) => queryClient.prefetchQuery(meQueries.orders(pageFromSearch(url.searchParams))),
  )
export const ErrorBoundary = DashboardError

export default function StudentOrderPage() {
  return (
    <DashboardLayout area="student" title="Order History" onLogout={logout}>
      <OrdersPanel area="student" />
    </DashboardLayout>
  )
}
