import { logout } from '../../features/auth/logout'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { ReviewsPanel } from '../../features/dashboard/components/reviews-panel'

export const loader = dashboardLoader
export const ErrorBoundary = DashboardError

export default function StudentReviewsPage() {
  return (
    <DashboardLayout area="student" title="Reviews" onLogout={logout}>
      <ReviewsPanel area="student" />
    </DashboardLayout>
  )
}
