import type { Wishlist } from '@app/domain/wishlist'
import { describe, expect, it, vi } from 'vitest'
import type { WishlistApi } from './api/wishlist'
import { syncWishlistWithAccount } from './account-sync'
import { createWishlistStore } from './wishlist-store'

/** An account's wishlist on a pretend server. */
function fakeAccount(saved: number[]) {
  const answer = (): Promise<Wishlist> => Promise.resolve({ courseIds: [...saved] })
  const client = {
    get: vi.fn(answer),
    save: vi.fn((id: number) => {
      if (!saved.includes(id)) saved.push(id)
      return answer()
    }),
    remove: vi.fn((id: number) => {
      const at = saved.indexOf(id)
      if (at >= 0) saved.splice(at, 1)
      return answer()
    }),
    merge: vi.fn((ids: readonly number[]) => {
      for (const id of ids) if (!saved.includes(id)) saved.push(id)
      return answer()
    }),
  } satisfies WishlistApi
  return { saved, client }
}

const browserList = () => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as number[]

describe('wishlist kept with the account', () => {
  it("merges the browser's list into the account at login, then mirrors the account", async () => {
    localStorage.setItem('wishlist', JSON.stringify([3, 7]))
    const store = createWishlistStore(localStorage, window)
    const { saved, client } = fakeAccount([1, 3])

    await syncWishlistWithAccount(store, 'lena@example.test', client)
    expect(client.merge).toHaveBeenCalledWith([3, 7])
    expect(saved).toEqual([1, 3, 7])
    expect(store.getSnapshot()).toEqual([1, 3, 7])
    expect(browserList()).toEqual([1, 3, 7])

    // Each heart pressed from now on is saved to the account too.
    store.toggle(9)
    store.toggle(1)
    expect(client.save).toHaveBeenCalledWith(9)
    expect(client.remove).toHaveBeenCalledWith(1)
    expect(saved).toEqual([3, 7, 9])
  })

  it('on a later load reads the account (a change made elsewhere shows) instead of merging', async () => {
    localStorage.setItem('wishlist', JSON.stringify([3, 7]))
    localStorage.setItem('wishlistAccount', 'lena@example.test')
    const store = createWishlistStore(localStorage, window)
    // Course 3 was removed on another device.
    const { client } = fakeAccount([7])

    await syncWishlistWithAccount(store, 'lena@example.test', client)
    expect(client.merge).not.toHaveBeenCalled()
    expect(store.getSnapshot()).toEqual([7])
  })

  it("does not merge another account's list left in the browser", async () => {
    localStorage.setItem('wishlist', JSON.stringify([3, 7]))
    localStorage.setItem('wishlistAccount', 'someone@example.test')
    const store = createWishlistStore(localStorage, window)
    const { saved, client } = fakeAccount([5])

    await syncWishlistWithAccount(store, 'lena@example.test', client)
    expect(client.merge).not.toHaveBeenCalled()
    expect(saved).toEqual([5])
    expect(browserList()).toEqual([5])
    expect(localStorage.getItem('wishlistAccount')).toBe('lena@example.test')
  })

  it("forgets the account's list once nobody is signed in, and keeps a visitor's own", async () => {
    localStorage.setItem('wishlist', JSON.stringify([3, 7]))
    localStorage.setItem('wishlistAccount', 'lena@example.test')
    const store = createWishlistStore(localStorage, window)
    await syncWishlistWithAccount(store, null, fakeAccount([]).client)
    expect(browserList()).toEqual([])
    expect(localStorage.getItem('wishlistAccount')).toBeNull()

    store.toggle(4)
    const { client } = fakeAccount([])
    await syncWishlistWithAccount(store, null, client)
    expect(browserList()).toEqual([4])
    expect(client.save).not.toHaveBeenCalled()
  })

  it('keeps the browser list when the account cannot be reached', async () => {
    localStorage.setItem('wishlist', JSON.stringify([3]))
    const store = createWishlistStore(localStorage, window)
    const { client } = fakeAccount([])
    client.merge.mockRejectedValueOnce(new Error('Network error'))

    await syncWishlistWithAccount(store, 'lena@example.test', client)
    expect(browserList()).toEqual([3])
    // Not marked as mirrored: the next load merges again.
    expect(localStorage.getItem('wishlistAccount')).toBeNull()
  })
})
