import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { buttonClassName } from '../../components/ui/button'
import { paths } from '../../config/paths'
import { courseDetailQueries } from '../../features/course/api/course-detail'
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
          <>
            <Link className={buttonClassName({ isBlock: true, size: 'lg' })} to={paths.cart}>
              Add To Cart
            </Link>
            <Link
              className={buttonClassName({ variant: 'secondary', isBlock: true, size: 'lg' })}
              to={paths.checkout}
            >
              Buy Now
            </Link>
          </>
        }
      />
    </WishlistHearts>
  )
}
