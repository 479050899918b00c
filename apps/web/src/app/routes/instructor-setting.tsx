import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { profileQueries } from '../../features/settings/api/profile'
import { SettingsPanel } from '../../features/settings/components/settings-panel'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('instructor'),
    () => queryClient.prefetchQuery(profileQueries.detail()),
  )
export const ErrorBoundary = DashboardError

export default function InstructorSettingPage() {
  return (
    <DashboardLayout area="instructor" title="Settings" onLogout={logout}>
      <SettingsPanel onSignOut={logout} />
    </DashboardLayout>
  )
}
