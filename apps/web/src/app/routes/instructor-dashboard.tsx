import { pageFromSearch } from '../../lib/page-param'
import type { QueryClient } from '@tanstack/react-query'
import { authoringQueries } from '../../features/authoring/api/authoring'
import {
  BestSellingTable,
  useInstructorCounters,
} from '../../features/authoring/components/best-selling-table'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardHome } from '../../features/dashboard/components/dashboard-home'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('instructor'),
    (url) => queryClient.prefetchQuery(authoringQueries.stats(pageFromSearch(url.searchParams))),
  )
export const ErrorBoundary = DashboardError

/** The six counters and Best Selling Courses, from the instructor's own courses and sales. */
function InstructorHome() {
  const counters = useInstructorCounters()
  return <DashboardHome area="instructor" stats={counters} bestSelling={<BestSellingTable />} />
}

export default function InstructorDashboardPage() {
  return (
    <DashboardLayout area="instructor" title="Dashboard" onLogout={logout}>
      <InstructorHome />
    </DashboardLayout>
  )
}
