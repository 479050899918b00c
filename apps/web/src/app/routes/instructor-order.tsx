import { logout } from '../../features/auth/logout'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { OrdersPanel } from '../../features/dashboard/components/orders-panel'

export const loader = dashboardLoader
export const ErrorBoundary = DashboardError

export default function InstructorOrderPage() {
  return (
    <DashboardLayout area="instructor" title="Order History" onLogout={logout}>
      <OrdersPanel area="instructor" />
    </DashboardLayout>
  )
}
