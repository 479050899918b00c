import { useCallback, useSyncExternalStore } from 'react'
import { wishlistStore, type WishlistStore } from './wishlist-store'

const NONE: readonly number[] = Object.freeze([])
/** The server renders no saved hearts; the browser's list shows right after hydration. */
const serverSnapshot = () => NONE

/** The wishlisted course ids, re-rendering whenever any heart (or another tab) changes them. */
export function useWishlist(store: WishlistStore = wishlistStore) {
  const ids = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot)
  const toggle = useCallback((courseId: number) => store.toggle(courseId), [store])
  const remove = useCallback((courseId: number) => store.remove(courseId), [store])
  return { ids, toggle, remove, has: (courseId: number) => ids.includes(courseId) }
}
