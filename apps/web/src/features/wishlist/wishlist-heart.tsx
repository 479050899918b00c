import { Heart } from 'lucide-react'
import { notify } from '../../components/ui/toasts'
import { useWishlist } from './use-wishlist'

export const ADDED_MESSAGE = 'Added to your wishlist'
export const REMOVED_MESSAGE = 'Removed from your wishlist'

interface WishlistHeartProps {
  courseId: number
  courseTitle: string
  className?: string
}

/**
 * The heart toggle: adds or removes the course from the one shared wishlist. Its pressed state
 * shows whether the course is saved, and a short toast (read out politely) says what it did.
 */
export function WishlistHeart({ courseId, courseTitle, className }: WishlistHeartProps) {
  const { has, toggle } = useWishlist()
  const isActive = has(courseId)
  return (
    <button
      type="button"
      className={className ? `heart-toggle ${className}` : 'heart-toggle'}
      aria-pressed={isActive}
      aria-label={`Wishlist: ${courseTitle}`}
      title={isActive ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={() => notify.success(toggle(courseId) ? ADDED_MESSAGE : REMOVED_MESSAGE)}
    >
      <Heart aria-hidden="true" size={18} />
    </button>
  )
}
