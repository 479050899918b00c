import type { ReactNode } from 'react'
import { CourseCardSlotsProvider } from '../../components/catalog/course-card-slots'
import { WishlistHeart } from './wishlist-heart'

const renderCorner = (course: { id: number; title: string }) => (
  <WishlistHeart courseId={course.id} courseTitle={course.title} />
)

/** Puts the wishlist heart on every course card inside. */
export function WishlistHearts({ children }: { children: ReactNode }) {
  return <CourseCardSlotsProvider value={{ renderCorner }}>{children}</CourseCardSlotsProvider>
}
