import { useSyncExternalStore } from 'react'
import { storageKeys } from '../../config/storage-keys'

/** Same-tab signal that `cartList` changed (other tabs send `storage` events). */
export const CART_CHANGE_EVENT = 'cartlist:change'

/** Number of items in the stored cart: the sum of quantities (1 when a line has none). */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0
  try {
    const list: unknown = JSON.parse(raw)
    if (!Array.isArray(list)) return 0
    return list.reduce<number>((sum, item: unknown) => {
      const quantity =
        item && typeof item === 'object' && 'quantity' in item ? Number(item.quantity) : 1
      return sum + (Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1)
    }, 0)
  } catch {
    return 0
  }
}

function read(): number {
  try {
    return countCartItems(localStorage.getItem(storageKeys.cart))
  } catch {
    return 0
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.cart) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CART_CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CART_CHANGE_EVENT, onChange)
  }
}

/** The cart badge count, kept in sync across tabs and within this tab. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0)
}
