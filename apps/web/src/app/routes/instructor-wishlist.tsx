import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { WishlistPanel } from '../../features/dashboard/components/wishlist-panel'
import { useWishlist } from '../../features/wishlist/use-wishlist'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(queryClient, () => storedSessionMayOpen('instructor'))
export const ErrorBoundary = DashboardError

export default function InstructorWishlistPage() {
  const { ids } = useWishlist()
  return (
    <DashboardLayout area="instructor" title="Wishlist" onLogout={logout}>
      <WishlistPanel savedCount={ids.length} />
    </DashboardLayout>
  )
}
