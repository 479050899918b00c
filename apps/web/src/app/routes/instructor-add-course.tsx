import type { QueryClient } from '@tanstack/react-query'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { AddCourseForm } from '../../features/dashboard/components/add-course-form'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(queryClient, () => storedSessionMayOpen('instructor'))
export const ErrorBoundary = DashboardError

export default function InstructorAddCoursePage() {
  return (
    <DashboardLayout
      area="instructor"
      title="Create a New Course"
      onLogout={logout}
      isBannerActionHidden
    >
      <AddCourseForm />
    </DashboardLayout>
  )
}
