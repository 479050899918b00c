import { logout } from '../../features/auth/logout'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { SettingsPanel } from '../../features/dashboard/components/settings-panel'

export const loader = dashboardLoader
export const ErrorBoundary = DashboardError

export default function StudentSettingPage() {
  return (
    <DashboardLayout area="student" title="Settings" onLogout={logout}>
      <SettingsPanel />
    </DashboardLayout>
  )
}
