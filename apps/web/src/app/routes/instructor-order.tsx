import type { QueryClient } from '@tanstack/react-query'
import { authoringQueries } from '../../features/authoring/api/authoring'
import { SalesPanel } from '../../features/authoring/components/sales-panel'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader, meQueries } from '../../features/dashboard/api/me'
import { pageFromSearch } from '../../lib/page-param'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { OrdersPanel } from '../../features/dashboard/components/orders-panel'

function salesPage(params: URLSearchParams): number {
  const n = Number(params.get('sales'))
  return Number.isInteger(n) && n >= 1 ? n : 1
}

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('instructor'),
    async (url) => {
      await Promise.all([
        queryClient.prefetchQuery(authoringQueries.sales(salesPage(url.searchParams))),
        queryClient.prefetchQuery(meQueries.orders(pageFromSearch(url.searchParams))),
      ])
    },
  )
export const ErrorBoundary = DashboardError

/** The instructor's sales first, then what they bought themselves. */
export default function InstructorOrderPage() {
  return (
    <DashboardLayout area="instructor" title="Order History" onLogout={logout}>
      <div className="authoring-orders">
        <SalesPanel />
        <section aria-labelledby="purchases-title">
          <h2 className="authoring-orders__title" id="purchases-title">
            Your Purchases
          </h2>
          <OrdersPanel area="instructor" />
        </section>
      </div>
    </DashboardLayout>
  )
}
