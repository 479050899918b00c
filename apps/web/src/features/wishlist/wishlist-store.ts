import { storageKeys } from '../../config/storage-keys'

type Listener = () => void

const EMPTY: readonly number[] = Object.freeze([])

/** Reads the stored list of course ids; anything unreadable counts as an empty wishlist. */
function read(storage: Storage | undefined): readonly number[] {
  if (!storage) return EMPTY
  let raw: string | null
  try {
    raw = storage.getItem(storageKeys.wishlist)
  } catch {
    return EMPTY
  }
  if (!raw) return EMPTY
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return EMPTY
    const ids = parsed.map(Number).filter((n) => Number.isInteger(n) && n > 0)
    return Object.freeze([...new Set(ids)])
  } catch {
    return EMPTY
  }
}

/** Where a signed-in student's changes are also saved (the account's wishlist). */
export interface WishlistRemote {
  save: (courseId: number) => void
  remove: (courseId: number) => void
}

export interface WishlistStore {
  getSnapshot: () => readonly number[]
  subscribe: (listener: Listener) => () => void
  has: (courseId: number) => boolean
  toggle: (courseId: number) => boolean
  remove: (courseId: number) => void
  /** Makes the stored list mirror another (the account's). */
  replace: (courseIds: readonly number[]) => void
  /** Sends each later change to the account too (null: this browser only). */
  setRemote: (remote: WishlistRemote | null) => void
}

/**
 * The wishlist (SPEC section 4): a list of course ids under the `wishlist` storage key, reloaded
 * at start. One store per page so every heart agrees; other tabs are followed through the
 * `storage` event. For a signed-in student each change is also sent to the account (`setRemote`).
 */
export function createWishlistStore(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = typeof window ===
  'undefined'
    ? undefined
    : window,
): WishlistStore {
  let ids = read(storage)
  let remote: WishlistRemote | null = null
  const listeners = new Set<Listener>()
  const emit = () => listeners.forEach((l) => l())

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== storageKeys.wishlist) return
    ids = read(storage)
    emit()
  }

  const write = (next: readonly number[]) => {
    ids = Object.freeze([...next])
    try {
      storage?.setItem(storageKeys.wishlist, JSON.stringify(ids))
    } catch {
      // Storage full or blocked: the wishlist still works for this page.
    }
    emit()
  }

  return {
    getSnapshot: () => ids,
    subscribe(listener) {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage as EventListener)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage as EventListener)
      }
    },
    has: (courseId) => ids.includes(courseId),
    toggle(courseId) {
      const isPresent = ids.includes(courseId)
      write(isPresent ? ids.filter((id) => id !== courseId) : [...ids, courseId])
      if (isPresent) remote?.remove(courseId)
      else remote?.save(courseId)
      return !isPresent
    },
    remove(courseId) {
      if (!ids.includes(courseId)) return
      write(ids.filter((id) => id !== courseId))
      remote?.remove(courseId)
    },
    replace(courseIds) {
      const next = [...new Set(courseIds)]
      if (next.length === ids.length && next.every((id, i) => id === ids[i])) return
      write(next)
    },
    setRemote(next) {
      remote = next
    },
  }
}

/** The app's one wishlist. */
export const wishlistStore = createWishlistStore()
