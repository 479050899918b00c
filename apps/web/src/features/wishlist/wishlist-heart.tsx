import { Heart } from 'lucide-react'
import { useWishlist } from './use-wishlist'

interface WishlistHeartProps {
  courseId: number
  courseTitle: string
  className?: string
}

/** The heart toggle: adds or removes the course from the one shared wishlist. */
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
      onClick={() => toggle(courseId)}
    >
      <Heart aria-hidden="true" size={18} />
    </button>
  )
}
