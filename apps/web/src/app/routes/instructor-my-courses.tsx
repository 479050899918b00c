import type { QueryClient } from '@tanstack/react-query'
import type { CourseState } from '@app/domain/authoring'
import { authoringQueries } from '../../features/authoring/api/authoring'
import { InstructorCourses } from '../../features/authoring/components/instructor-courses'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { pageFromSearch } from '../../lib/page-param'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'

const STATES = new Set(['pending', 'published', 'unpublished'])

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('instructor'),
    (url) => {
      const state = url.searchParams.get('state') ?? ''
      return queryClient.prefetchQuery(
        authoringQueries.courses(
          STATES.has(state) ? (state as CourseState) : undefined,
          pageFromSearch(url.searchParams),
        ),
      )
    },
  )
export const ErrorBoundary = DashboardError

export default function InstructorMyCoursesPage() {
  return (
    <DashboardLayout area="instructor" title="My Courses" onLogout={logout}>
      <InstructorCourses />
    </DashboardLayout>
  )
}
