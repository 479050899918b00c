import { courseWithSavedReview } from '@app/domain/reviews'
import { useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { PageError } from '../../components/catalog/page-error'
import { courseDetailQueries } from '../../features/course/api/course-detail'
import { BuyButtons } from '../../features/course/components/buy-buttons'
import { CourseV5View } from '../../features/course/components/course-v5-view'
import { useSession } from '../../features/auth/session-context'
import { ReviewGate } from '../../features/reviews/components/review-gate'
import { paths } from '../../config/paths'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'

/** The variant page presents the catalog's first course. */
const FEATURED_COURSE_ID = 1

export const loader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(courseDetailQueries.detail(FEATURED_COURSE_ID))
  return null
}

export const ErrorBoundary = PageError

export default function CourseSingleV5Page() {
  const { data: course } = useSuspenseQuery(courseDetailQueries.detail(FEATURED_COURSE_ID))
  const { role } = useSession()
  const queryClient = useQueryClient()
  return (
    <WishlistHearts>
      <CourseV5View
        course={course}
        buyActions={
          // The cart holds the course at its catalog price; the server prices the order again.
          <BuyButtons
            course={{ id: course.id, title: course.title, priceCents: course.priceCents }}
          />
        }
        reviewForm={
          <ReviewGate
            accountRole={role}
            scope={{ courseId: course.id }}
            title="Add a Review"
            buy={{ to: paths.course(course.id), label: 'Buy this course' }}
            returnTo={paths.courseV5}
            onSaved={(saved) =>
              queryClient.setQueryData(
                courseDetailQueries.detail(FEATURED_COURSE_ID).queryKey,
                (old) => (old ? courseWithSavedReview(old, saved) : old),
              )
            }
          />
        }
      />
    </WishlistHearts>
  )
}
