import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { WishlistCourses } from '../../features/wishlist/components/wishlist-courses'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(queryClient, () => storedSessionMayOpen('instructor'))
export const ErrorBoundary = DashboardError

export default function InstructorWishlistPage() {
  return (
    <DashboardLayout area="instructor" title="Wishlist" onLogout={logout}>
      <WishlistCourses isKeptWithAccount={false} />
    </DashboardLayout>
  )
}
