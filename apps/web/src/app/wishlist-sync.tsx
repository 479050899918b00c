import { WISHLIST_ROLES } from '@app/domain/roles'
import { useSession } from '../features/auth/session-context'
import { useWishlistAccountSync } from '../features/wishlist/account-sync'
import { wishlistStore } from '../features/wishlist/wishlist-store'

/** A signed-in student's wishlist is kept with the account; the browser's list mirrors it. */
export function WishlistSync() {
  const session = useSession()
  const account =
    session.role && WISHLIST_ROLES.includes(session.role) ? (session.email ?? 'student') : null
  useWishlistAccountSync(wishlistStore, account)
  return null
}
