import { useCallback, useSyncExternalStore } from 'react'
import { wishlistStore, type WishlistStore } from './wishlist-store'

/** The wishlisted course ids, re-rendering whenever any heart (or another tab) changes them. */
export function useWishlist(store: WishlistStore = wishlistStore) {
  const ids = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  const toggle = useCallback((courseId: number) => store.toggle(courseId), [store])
  const remove = useCallback((courseId: number) => store.remove(courseId), [store])
  return { ids, toggle, remove, has: (courseId: number) => ids.includes(courseId) }
}
