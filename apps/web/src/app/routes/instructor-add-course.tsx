import type { QueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { authoringQueries } from '../../features/authoring/api/authoring'
import { CourseForm } from '../../features/authoring/components/course-form'
import { CourseReviewNote } from '../../features/authoring/components/course-review-note'
import { logout } from '../../features/auth/logout'
import { storedSessionMayOpen } from '../../features/auth/session'
import { dashboardLoader } from '../../features/dashboard/api/me'
import { DashboardError } from '../../features/dashboard/components/dashboard-error'
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout'

/** `?course=ID` opens the form on one of the instructor's courses (edit). */
function courseParam(params: URLSearchParams): number | null {
  const n = Number(params.get('course'))
  return Number.isInteger(n) && n >= 1 ? n : null
}

export const loader = (queryClient: QueryClient) =>
  dashboardLoader(
    queryClient,
    () => storedSessionMayOpen('instructor'),
    async (url) => {
      const id = courseParam(url.searchParams)
      await Promise.all([
        queryClient.prefetchQuery(authoringQueries.draft(id)),
        id === null ? null : queryClient.prefetchQuery(authoringQueries.editor(id)),
      ])
    },
  )
export const ErrorBoundary = DashboardError

export default function InstructorAddCoursePage() {
  const [params] = useSearchParams()
  const courseId = courseParam(params)
  return (
    <DashboardLayout
      area="instructor"
      title={courseId === null ? 'Create a New Course' : 'Edit Course'}
      onLogout={logout}
      isBannerActionHidden
    >
      {courseId === null ? null : <CourseReviewNote courseId={courseId} />}
      <CourseForm key={courseId ?? 'new'} courseId={courseId} />
    </DashboardLayout>
  )
}
