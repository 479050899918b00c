import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { toast } from '../../components/ui/toaster'
import { renderWithApp } from '../../testing/render'
import { useWishlist } from './use-wishlist'
import { createWishlistStore } from './wishlist-store'
import { WishlistHeart } from './wishlist-heart'

describe('wishlist store', () => {
  it('toggles a course id in and out and saves the list under "wishlist"', () => {
    const store = createWishlistStore(localStorage, window)
    expect(store.toggle(3)).toBe(true)
    expect(store.toggle(7)).toBe(true)
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([3, 7])
    expect(store.toggle(3)).toBe(false)
    expect(store.getSnapshot()).toEqual([7])
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([7])
  })

  it('reloads the stored list at start', () => {
    localStorage.setItem('wishlist', JSON.stringify([2, 5]))
    const store = createWishlistStore(localStorage, window)
    expect(store.getSnapshot()).toEqual([2, 5])
    expect(store.has(5)).toBe(true)
  })

  it('treats unreadable storage as an empty wishlist', () => {
    localStorage.setItem('wishlist', '{not json')
    expect(createWishlistStore(localStorage, window).getSnapshot()).toEqual([])
    localStorage.setItem('wishlist', '"oops"')
    expect(createWishlistStore(localStorage, window).getSnapshot()).toEqual([])
  })

  it('follows changes made in another tab', () => {
    const store = createWishlistStore(localStorage, window)
    const seen: (readonly number[])[] = []
    const stop = store.subscribe(() => seen.push(store.getSnapshot()))
    localStorage.setItem('wishlist', JSON.stringify([9]))
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }))
    expect(store.getSnapshot()).toEqual([9])
    expect(seen).toEqual([[9]])
    stop()
  })
})

function Count() {
  const { ids } = useWishlist()
  return <p>{ids.length} saved</p>
}

describe('WishlistHeart', () => {
  it('keeps every heart and counter on the page in step', async () => {
    const user = userEvent.setup()
    render(
      <>
        <WishlistHeart courseId={41} courseTitle="Grid layouts" />
        <WishlistHeart courseId={41} courseTitle="Grid layouts again" />
        <Count />
      </>,
    )
    const [first, second] = screen.getAllByRole('button', { name: /Wishlist: Grid layouts/ })
    expect(first).toHaveAttribute('aria-pressed', 'false')
    await user.click(first!)
    expect(first).toHaveAttribute('aria-pressed', 'true')
    expect(second).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('1 saved')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toContain(41)
    await user.click(second!)
    expect(first).toHaveAttribute('aria-pressed', 'false')
  })
})

describe('WishlistHeart feedback', () => {
  // Toasts from earlier tests' clicks are still in the toast store.
  beforeEach(() => toast.remove())

  it('shows its pressed state and says what it did', async () => {
    const user = userEvent.setup()
    renderWithApp(<WishlistHeart courseId={52} courseTitle="Shell scripting" />)
    const heart = screen.getByRole('button', { name: 'Wishlist: Shell scripting' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')

    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    const added = await screen.findByText('Added to your wishlist')
    expect(added.closest('[aria-live="polite"]')).not.toBeNull()

    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(await screen.findByText('Removed from your wishlist')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('wishlist')!)).not.toContain(52)
  })
})
