import { logout } from '../../features/auth/logout'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { QuizzesPanel } from '../../features/dashboard/components/quizzes-panel'

export const loader = dashboardLoader
export const ErrorBoundary = DashboardError

export default function StudentQuizzesPage() {
  return (
    <DashboardLayout area="student" title="Quizzes" onLogout={logout}>
      <QuizzesPanel area="student" />
    </DashboardLayout>
  )
}
