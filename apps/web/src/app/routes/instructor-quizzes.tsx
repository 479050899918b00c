import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'
import { InstructorQuizzes } from '../../features/quizzes/components/instructor-quizzes'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(queryClient, () => storedSessionMayOpen('instructor'))
export const ErrorBoundary = DashboardError

export default function InstructorQuizzesPage() {
  return (
    <DashboardLayout area="instructor" title="Quizzes" onLogout={logout}>
      <InstructorQuizzes />
    </DashboardLayout>
  )
}
