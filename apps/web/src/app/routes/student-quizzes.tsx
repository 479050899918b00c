import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { StudentQuizzes } from '../../features/quizzes/components/student-quizzes'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(queryClient, () => storedSessionMayOpen('student'))
export const ErrorBoundary = DashboardError

export default function StudentQuizzesPage() {
  return (
    <DashboardLayout area="student" title="Quizzes" onLogout={logout}>
      <StudentQuizzes />
    </DashboardLayout>
  )
}
