import { logout } from '../../features/auth/logout'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { ReviewsPanel } from '../../features/dashboard/components/reviews-panel'

export const loader = dashboardLoader
export const ErrorBoundary = DashboardError

export default function InstructorReviewsPage() {
  return (
    <DashboardLayout area="instructor" title="Reviews" onLogout={logout}>
      <ReviewsPanel area="instructor" />
    </DashboardLayout>
  )
}
