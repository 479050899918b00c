import { useEffect } from 'react'
import { notify } from '../../components/ui/toasts'
import { storageKeys } from '../../config/storage-keys'
import { errorMessage } from '../../lib/api-client'
import { wishlistApi, type WishlistApi } from './api/wishlist'
import type { WishlistStore } from './wishlist-store'

function readOwner(): string | null {
  try {
    return localStorage.getItem(storageKeys.wishlistAccount)
  } catch {
    return null
  }
}

function writeOwner(account: string | null): void {
  try {
    if (account === null) localStorage.removeItem(storageKeys.wishlistAccount)
    else localStorage.setItem(storageKeys.wishlistAccount, account)
  } catch {
    // Storage blocked: the next load merges again, which adds nothing twice.
  }
}

/**
 * Keeps the browser's wishlist and a signed-in student's in step, once per page load:
 * - a student whose list this browser does not mirror yet (just logged in): the browser's list is
 *   merged into the account's, and the browser then mirrors the merged list;
 * - the student it already mirrors: the account's list replaces the browser's (a change made on
 *   another device shows here);
 * - no student any more (logged out, or another role): a mirrored account's list is dropped, so
 *   the next person at this browser starts from an empty wishlist.
 * From then on each heart the student presses is also saved to the account.
 * `account` names the student (their e-mail), null when nobody or another role is signed in.
 */
export async function syncWishlistWithAccount(
  store: WishlistStore,
  account: string | null,
  client: WishlistApi = wishlistApi,
): Promise<void> {
  const owner = readOwner()
  if (account === null) {
    store.setRemote(null)
    if (owner !== null) {
      store.replace([])
      writeOwner(null)
    }
    return
  }

  const refresh = () =>
    client.get().then(
      (list) => store.replace(list.courseIds),
      () => undefined,
    )
  const failed = (err: unknown) => {
    notify.error(errorMessage(err, 'Your wishlist could not be saved'))
    void refresh()
  }
  store.setRemote({
    save: (courseId) => void client.save(courseId).catch(failed),
    remove: (courseId) => void client.remove(courseId).catch(failed),
  })

  try {
    // A list left by another account is not this student's: it is replaced, not merged.
    const list = owner === null ? await client.merge(store.getSnapshot()) : await client.get()
    store.replace(list.courseIds)
    writeOwner(account)
  } catch {
    // The account could not be reached: the browser's list stays, and the next load tries again.
  }
}

let syncedFor: string | null | undefined

/**
 * Runs the account sync once per page load and account (a login or logout reloads the page), so
 * the development double effect or a second mount sends nothing twice.
 */
export function useWishlistAccountSync(store: WishlistStore, account: string | null): void {
  useEffect(() => {
    if (syncedFor === account) return
    syncedFor = account
    void syncWishlistWithAccount(store, account)
  }, [store, account])
}
