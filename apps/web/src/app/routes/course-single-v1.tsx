import { useQuery, useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { courseWithSavedReview } from '@app/domain/reviews/rules'
import { canAccess } from '@app/domain/roles'
import { SearchX } from 'lucide-react'
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { EmptyState } from '../../components/ui/empty-state'
import { paths } from '../../config/paths'
import { coursePageMeta } from '../../lib/entity-meta'
import { usePageMeta } from '../../lib/page-meta'
import { useSession } from '../../features/auth/session-context'
import { courseDetailQueries, parseCourseId } from '../../features/course/api/course-detail'
import { CourseDetailView } from '../../features/course/components/course-detail-view'
import { meQueries } from '../../features/dashboard/api/me'
import { ReviewGate } from '../../features/reviews/components/review-gate'
import { WishlistHeart } from '../../features/wishlist/wishlist-heart'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'
import { ApiError } from '../../lib/api-client'
import type { LoaderOptions } from '../route-module'

/**
 * The course, which decides between the page and 'Course not found'. The server's render also
 * loads the instructor's other courses further down; the browser loads them on its own.
 */
export const loader =
  (queryClient: QueryClient, { isServerRender }: LoaderOptions) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = parseCourseId(params.id)
    if (id === null) return { isMissing: true }
    try {
      const course = await queryClient.ensureQueryData(courseDetailQueries.detail(id))
      if (isServerRender)
        await queryClient.prefetchQuery(courseDetailQueries.byInstructor(course.instructor.name))
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return { isMissing: true }
      throw err
    }
    return { isMissing: false }
  }

export const ErrorBoundary = PageError

function CourseNotFound() {
  usePageMeta({
    title: 'Course not found',
    description:
      'This course does not exist or is no longer available on Learnlane. Browse the catalog to find another course to take.',
    noindex: true,
    status: 404,
  })
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-24)' }}>
      <h1 className="visually-hidden">Course not found</h1>
      <EmptyState
        icon={<SearchX size={28} />}
        title="Course not found"
        description="This course does not exist or is no longer available. Browse the catalog to find another one."
        action={
          <Link className="btn btn--primary" to={paths.courses}>
            Browse courses
          </Link>
        }
      />
    </div>
  )
}

/** Whether the signed-in student owns the course; asked only of student (and admin) sessions. */
function useIsEnrolled(courseId: number): boolean {
  const { role } = useSession()
  const enrolments = useQuery({
    ...meQueries.enrolments(),
    enabled: canAccess(role, 'student'),
  })
  return enrolments.data?.items.some((e) => e.courseId === courseId) ?? false
}

function Course({ id }: { id: number }) {
  const { data: course } = useSuspenseQuery(courseDetailQueries.detail(id))
  usePageMeta(coursePageMeta(course))
  const isEnrolled = useIsEnrolled(id)
  const { role } = useSession()
  const queryClient = useQueryClient()
  return (
    <WishlistHearts>
      <CourseDetailView
        course={course}
        isEnrolled={isEnrolled}
        actions={<WishlistHeart courseId={course.id} courseTitle={course.title} />}
        reviewForm={
          <ReviewGate
            accountRole={role}
            scope={{ courseId: id }}
            title="Leave A Reply"
            buy={{ to: '#enrol', label: 'Buy this course' }}
            returnTo={paths.course(id)}
            onSaved={(saved) =>
              // The review shows at once with the new rating and count.
              queryClient.setQueryData(courseDetailQueries.detail(id).queryKey, (old) =>
                old ? courseWithSavedReview(old, saved) : old,
              )
            }
          />
        }
      />
    </WishlistHearts>
  )
}

export default function CourseSingleV1Page() {
  const id = parseCourseId(useParams().id)
  const { isMissing } = useLoaderData<{ isMissing: boolean }>()
  return id === null || isMissing ? <CourseNotFound /> : <Course key={id} id={id} />
}
