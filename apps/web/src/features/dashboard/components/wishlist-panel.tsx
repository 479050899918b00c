import { Heart } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'

/** Wishlist summary: the hearts are kept in this browser; the course list opens from the catalog. */
export function WishlistPanel({ savedCount }: { savedCount: number }) {
  if (savedCount === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title="Your wishlist is empty"
        description="Tap the heart on any course to save it for later. Saved courses are kept in this browser."
        action={
          <Link to={paths.courses} className={buttonClassName()}>
            Explore courses
          </Link>
        }
      />
    )
  }
  return (
    <EmptyState
      icon={<Heart />}
      title={`${savedCount} ${savedCount === 1 ? 'course' : 'courses'} saved in this browser`}
      description="Your saved courses carry a filled heart in the catalog. Open it to review them or enroll."
      action={
        <Link to={paths.courses} className={buttonClassName()}>
          Open the catalog
        </Link>
      }
    />
  )
}
