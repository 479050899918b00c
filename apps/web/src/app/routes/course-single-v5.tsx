import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { PageError } from '../../components/catalog/page-error'
import { courseDetailQueries } from '../../features/course/api/course-detail'
import { BuyButtons } from '../../features/course/components/buy-buttons'
import { CourseV5View } from '../../features/course/components/course-v5-view'
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
      />
    </WishlistHearts>
  )
}
