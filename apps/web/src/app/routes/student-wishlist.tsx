import { logout } from '../../features/auth/logout'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { WishlistPanel } from '../../features/dashboard/components/wishlist-panel'
import { useWishlist } from '../../features/wishlist/use-wishlist'

export const loader = dashboardLoader
export const ErrorBoundary = DashboardError

export default function StudentWishlistPage() {
  const { ids } = useWishlist()
  return (
    <DashboardLayout area="student" title="Wishlist" onLogout={logout}>
      <WishlistPanel savedCount={ids.length} />
    </DashboardLayout>
  )
}
