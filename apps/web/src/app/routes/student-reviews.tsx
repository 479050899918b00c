import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { reviewQueries } from '../../features/reviews/api/reviews'
import { pageFromSearch } from '../../lib/page-param'
import { StudentReviews } from '../../features/reviews/components/student-reviews'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('student'),
    (url) => queryClient.prefetchQuery(reviewQueries.mine(pageFromSearch(url.searchParams))),
  )
export const ErrorBoundary = DashboardError

export default function StudentReviewsPage() {
  return (
    <DashboardLayout area="student" title="Reviews" onLogout={logout}>
      <StudentReviews />
    </DashboardLayout>
  )
}
