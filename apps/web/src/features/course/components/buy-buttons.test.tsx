import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { countCartItems } from '../../../components/layout/use-cart-count'
import { getCartLines } from '../../../lib/cart-store'
import { makeCourseDetail } from '../../../testing/catalog-fixtures'
import { renderWithApp } from '../../../testing/render'
import { BuyButtons } from './buy-buttons'

const course = makeCourseDetail({ id: 7, priceCents: 8929 })
const stored = () => JSON.parse(localStorage.getItem('cartList') ?? 'null') as unknown

function setup() {
  const user = userEvent.setup()
  const view = renderWithApp(<BuyButtons course={course} />, {
    path: '/course-single-v1/7',
    routes: [{ path: '/shop-checkout', element: <p>Checkout page</p> }],
  })
  return { user, ...view }
}

describe('BuyButtons', () => {
  it('adds the course as the catalog describes it, price in dollars, with quantity 1', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }))
    expect(screen.getByRole('button', { name: 'Already Added' })).toBeDisabled()
    expect(stored()).toEqual([
      {
        kind: 'course',
        id: 7,
        title: 'Complete Web Development Bootcamp',
        price: 89.29,
        alt: 'Cover of Complete Web Development Bootcamp',
        author: 'Maya Lindqvist',
        rating: 4.87,
        level: 'Beginner',
        quantity: 1,
      },
    ])
  })

  it('keeps a course already in the cart at quantity 1 on Buy Now, and counts it once', async () => {
    localStorage.setItem(
      'cartList',
      JSON.stringify([{ kind: 'course', id: 7, title: course.title, price: 89.29, quantity: 2 }]),
    )
    const { user, router } = setup()
    await user.click(screen.getByRole('button', { name: 'Buy Now' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-checkout'))
    expect(getCartLines()).toHaveLength(1)
    expect(getCartLines()[0]?.quantity).toBe(1)
    expect(countCartItems(localStorage.getItem('cartList'))).toBe(1)
  })
})
