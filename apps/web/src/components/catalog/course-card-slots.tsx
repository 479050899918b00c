import { createContext, useContext, type ReactNode } from 'react'
import type { CourseSummary } from '@app/domain/catalog'

/**
 * Extras a page plugs into every course card below it, so the card stays free of features:
 * the wishlist heart (features/wishlist) and the quick-view opener.
 */
export interface CourseCardSlots {
  /** Rendered in the cover's top-right corner (the heart toggle). */
  renderCorner?: (course: CourseSummary) => ReactNode
  /** When set, cards offer a Quick view button. */
  onQuickView?: (course: CourseSummary) => void
}

const SlotsContext = createContext<CourseCardSlots>({})

export function CourseCardSlotsProvider({
  value,
  children,
}: {
  value: CourseCardSlots
  children: ReactNode
}) {
  const parent = useContext(SlotsContext)
  return <SlotsContext value={{ ...parent, ...value }}>{children}</SlotsContext>
}

export function useCourseCardSlots(): CourseCardSlots {
  return useContext(SlotsContext)
}
