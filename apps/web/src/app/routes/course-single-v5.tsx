import { courseWithSavedReview } from '@app/domain/reviews/rules'
import { useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { SearchX } from 'lucide-react'
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { EmptyState } from '../../components/ui/empty-state'
import { courseDetailQueries, parseCourseId } from '../../features/course/api/course-detail'
import { BuyButtons } from '../../features/course/components/buy-buttons'
import { CourseV5View } from '../../features/course/components/course-v5-view'
import { FEATURED_COURSE_ID } from '../../features/course/featured-course'
import { useSession } from '../../features/auth/session-context'
import { ReviewGate } from '../../features/reviews/components/review-gate'
import { paths } from '../../config/paths'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'
import { ApiError } from '../../lib/api-client'
import { coursePageMeta } from '../../lib/entity-meta'
import { usePageMeta } from '../../lib/page-meta'
import type { LoaderOptions } from '../route-module'

/** Which course the page shows: `/course-single-v5` the featured one, `/course-single-v5/:id` that one. */
type V5LoaderData = { id: number; isMissing: false } | { id: null; isMissing: true }

/**
 * The course, which decides between the page and 'Course not found'. The server's render also
 * loads the instructor's other courses further down; the browser loads them on its own.
 */
export const loader =
  (queryClient: QueryClient, { isServerRender }: LoaderOptions) =>
  async ({ params }: LoaderFunctionArgs): Promise<V5LoaderData> => {
    const id = params.id === undefined ? FEATURED_COURSE_ID : parseCourseId(params.id)
    if (id === null) return { id: null, isMissing: true }
    try {
      const course = await queryClient.ensureQueryData(courseDetailQueries.detail(id))
      if (isServerRender)
        await queryClient.prefetchQuery(courseDetailQueries.byInstructor(course.instructor.name))
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return { id: null, isMissing: true }
      throw err
    }
    return { id, isMissing: false }
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

function Course({ id }: { id: number }) {
  const { data: course } = useSuspenseQuery(courseDetailQueries.detail(id))
  // The same course as its /course-single-v1 page, which is the canonical address.
  usePageMeta(coursePageMeta(course))
  const { role } = useSession()
  const queryClient = useQueryClient()
  const { pathname } = useLocation()
  return (
    <WishlistHearts>
      <CourseV5View
        course={course}
        buyActions={
          // The cart holds the course at its catalog price; the server prices the order again.
          <BuyButtons course={course} />
        }
        reviewForm={
          <ReviewGate
            accountRole={role}
            scope={{ courseId: course.id }}
            title="Add a Review"
            buy={{ to: paths.course(course.id), label: 'Buy this course' }}
            returnTo={pathname}
            onSaved={(saved) =>
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

export default function CourseSingleV5Page() {
  const data = useLoaderData<V5LoaderData>()
  return data.isMissing ? <CourseNotFound /> : <Course key={data.id} id={data.id} />
}
