import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { reviewQueries } from '../../features/reviews/api/reviews'
import { pageFromSearch } from '../../lib/page-param'
import { InstructorReviews } from '../../features/reviews/components/instructor-reviews'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('instructor'),
    (url) => queryClient.prefetchQuery(reviewQueries.ofMyCourses(pageFromSearch(url.searchParams))),
  )
export const ErrorBoundary = DashboardError

export default function InstructorReviewsPage() {
  return (
    <DashboardLayout area="instructor" title="Reviews" onLogout={logout}>
      <InstructorReviews />
    </DashboardLayout>
  )
}
