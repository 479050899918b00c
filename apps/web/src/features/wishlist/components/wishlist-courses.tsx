import type { CourseSummary } from '@app/domain/catalog'
import { useQueries } from '@tanstack/react-query'
import { Heart, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { CourseCard } from '../../../components/catalog/course-card'
import { Button, buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { notify } from '../../../components/ui/toasts'
import { paths } from '../../../config/paths'
import { wishlistQueries } from '../api/wishlist'
import { useWishlist } from '../use-wishlist'
import { REMOVED_MESSAGE } from '../wishlist-heart'
import { WishlistHearts } from '../wishlist-hearts'
import './wishlist-courses.css'

const count = (n: number) => `${n} ${n === 1 ? 'course' : 'courses'}`

/**
 * The wishlist page (SPEC: "list of wishlisted courses with heart toggles"): each saved course as
 * the catalog's card with its heart and a Remove button. Card data comes from the public catalog;
 * a course the catalog no longer has (removed or unpublished) is left out.
 * `isKeptWithAccount`: a signed-in student's list is their account's, not only this browser's.
 */
export function WishlistCourses({ isKeptWithAccount }: { isKeptWithAccount: boolean }) {
  const { ids, remove } = useWishlist()
  const results = useQueries({ queries: ids.map((id) => wishlistQueries.course(id)) })
  const courses = results
    .map((r) => r.data)
    .filter((course): course is CourseSummary => Boolean(course))
  const isLoading = results.some((r) => r.isPending)
  const failed = results.filter((r) => r.isError)

  if (ids.length === 0 || (!isLoading && failed.length === 0 && courses.length === 0)) {
    return (
      <EmptyState
        icon={<Heart />}
        title="Your wishlist is empty"
        description={`Tap the heart on any course to save it for later. Saved courses are kept ${
          isKeptWithAccount ? 'with your account' : 'in this browser'
        }.`}
        action={
          <Link to={paths.courses} className={buttonClassName()}>
            Explore courses
          </Link>
        }
      />
    )
  }

  const onRemove = (course: CourseSummary) => {
    remove(course.id)
    notify.success(REMOVED_MESSAGE)
  }

  return (
    <section className="wishlist" aria-labelledby="wishlist-heading">
      <header className="wishlist__head">
        <h2 id="wishlist-heading" className="wishlist__title">
          {isLoading ? 'Saved courses' : `${count(courses.length)} saved`}
        </h2>
        <p className="wishlist__note">
          {isKeptWithAccount
            ? 'Kept with your account, on every device you sign in on.'
            : 'Kept in this browser.'}
        </p>
      </header>
      {failed.length > 0 ? (
        <PanelError
          title="Some saved courses could not be loaded"
          error={failed[0]!.error}
          onRetry={() => failed.forEach((r) => void r.refetch())}
          isRetrying={failed.some((r) => r.isFetching)}
        />
      ) : null}
      <WishlistHearts>
        <ul className="wishlist__grid" aria-label="Saved courses">
          {courses.map((course) => (
            <li key={course.id} className="wishlist__item">
              <CourseCard course={course} />
              <Button
                variant="ghost"
                size="sm"
                className="wishlist__remove"
                aria-label={`Remove ${course.title} from your wishlist`}
                onClick={() => onRemove(course)}
              >
                <Trash2 aria-hidden="true" size={16} />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </WishlistHearts>
      {isLoading ? <PanelLoading label="Loading your saved courses" rows={2} /> : null}
    </section>
  )
}
