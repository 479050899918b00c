import type { ProductReviewInput, ProductReviewList } from '@app/domain/shop'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCartLines } from '../../../lib/cart-store'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { callsTo, emptyReviews, makeProduct, stubApi } from '../../../testing/shop-fixtures'
import { ProductDetail } from './product-detail'

afterEach(() => vi.unstubAllGlobals())

const product = makeProduct({ id: 4, title: 'Design Kit', priceCents: 2500, compareAtCents: 4000 })
const reviews: ProductReviewList = {
  items: [
    {
      id: 'r1',
      name: 'Jonas',
      avatarSeed: 'r1',
      rating: 5,
      title: 'Great kit',
      body: 'Everything I needed.',
      createdAt: '2026-03-14T09:00:00.000Z',
      isVerifiedPurchase: true,
    },
  ],
  total: 1,
  average: 5,
  distribution: [0, 0, 0, 0, 1],
}

function setup({ canReview = false, list = reviews } = {}) {
  let current = list
  const fetchMock = stubApi({
    'GET /api/products/4/reviews': () => jsonResponse(current),
    'GET /api/products/4/related': () =>
      jsonResponse([makeProduct({ id: 5, title: 'Sketchbook' })]),
    'GET /api/products/4': () => jsonResponse(product),
    'POST /api/products/4/reviews': (body) => {
      const input = body as ProductReviewInput
      const review = {
        id: 'mine',
        name: input.firstName,
        avatarSeed: 'mine',
        rating: input.rating,
        title: input.title,
        body: input.message,
        createdAt: '2026-04-01T09:00:00.000Z',
        isVerifiedPurchase: false,
      }
      current = { ...current, items: [review, ...current.items], total: current.total + 1 }
      return jsonResponse(review, 201)
    },
  })
  const user = userEvent.setup()
  renderWithApp(<ProductDetail product={product} canReview={canReview} />, {
    path: '/shop-single/:id',
    initialEntries: ['/shop-single/4'],
  })
  return { user, fetchMock }
}

describe('ProductDetail', () => {
  it('shows title, author, price with the struck compare-at price, sku, category and tags', () => {
    setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Design Kit' })).toBeInTheDocument()
    expect(screen.getByText('Maya Lindqvist')).toBeInTheDocument()
    expect(screen.getByText('$25.00')).toBeInTheDocument()
    expect(screen.getByText('$40.00').closest('s')).not.toBeNull()
    expect(screen.getByText('38% OFF')).toBeInTheDocument()
    expect(screen.getByText(product.sku)).toBeInTheDocument()
    expect(screen.getByText('TypeScript, Book')).toBeInTheDocument()
  })

  it('adds the chosen quantity once: Add To Cart becomes Already Added', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }))
    expect(screen.getByRole('button', { name: 'Already Added' })).toBeDisabled()
    // Stored as the spec's cart item: the product as the catalog describes it, plus quantity.
    expect(JSON.parse(localStorage.getItem('cartList') ?? 'null')).toEqual([
      {
        kind: 'product',
        id: 4,
        title: 'Design Kit',
        price: 25,
        imgSrc: '/api/products/4/cover.svg',
        author: 'Maya Lindqvist',
        rating: 4.7,
        sku: 'LL-BK-004',
        category: 'Books',
        quantity: 3,
      },
    ])
    expect(getCartLines()[0]?.priceCents).toBe(2500)
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/shop-cart')
  })

  it('never lets the quantity go below 1', async () => {
    const { user } = setup()
    const minus = screen.getByRole('button', { name: 'Decrease quantity' })
    const input = screen.getByLabelText('Quantity')
    expect(minus).toBeDisabled()
    await user.clear(input)
    await user.type(input, '0')
    await user.tab()
    expect(input).toHaveValue(1)
    await user.clear(input)
    await user.type(input, '-4')
    await user.tab()
    expect(input).toHaveValue(1)
    await user.clear(input)
    await user.type(input, '2')
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }))
    expect(getCartLines()[0]?.quantity).toBe(2)
  })

  it('lists the reviews with a verified purchase mark, and shows a guest how to log in', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('tab', { name: 'Review' }))
    expect(await screen.findByText('Great kit')).toBeInTheDocument()
    expect(screen.getByText('Verified purchase')).toBeInTheDocument()
    expect(screen.getByText('March 14, 2026')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('button', { name: 'Post Comment' })).not.toBeInTheDocument()
  })

  it('checks the review form with the schema, then posts it and shows the saved review', async () => {
    const { user, fetchMock } = setup({ canReview: true, list: emptyReviews })
    await user.click(screen.getByRole('tab', { name: 'Review' }))
    const post = await screen.findByRole('button', { name: 'Post Comment' })
    await user.click(post)
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument()
    expect(screen.getByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Phone is required')).toBeInTheDocument()
    expect(screen.getByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'POST', '/api/products/4/reviews')).toHaveLength(0)

    await user.click(screen.getByLabelText('4 stars'))
    await user.type(screen.getByLabelText('First name'), 'Ada')
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Phone'), 'abc')
    await user.type(screen.getByLabelText('Title'), 'Lovely')
    await user.type(screen.getByLabelText('Message'), 'Well made.')
    await user.click(
      screen.getByLabelText(
        'Save my name, email, and phone in this browser for the next time I comment.',
      ),
    )
    await user.click(post)
    expect(await screen.findByText('Phone must be numeric')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Phone'))
    await user.type(screen.getByLabelText('Phone'), '5550100')
    await user.click(post)

    expect(
      await screen.findByText('Thank you! Your review is posted and shows above.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('Well made.')).toBeInTheDocument())
    expect(callsTo(fetchMock, 'POST', '/api/products/4/reviews')[0]?.body).toEqual({
      rating: 4,
      firstName: 'Ada',
      email: 'ada@example.com',
      phone: '5550100',
      title: 'Lovely',
      message: 'Well made.',
    })
    expect(JSON.parse(localStorage.getItem('review-details') ?? 'null')).toEqual({
      firstName: 'Ada',
      email: 'ada@example.com',
      phone: '5550100',
    })
  })

  it('fills the saved details back in', async () => {
    localStorage.setItem(
      'review-details',
      JSON.stringify({ firstName: 'Ada', email: 'ada@example.com', phone: '5550100' }),
    )
    const { user } = setup({ canReview: true })
    await user.click(screen.getByRole('tab', { name: 'Review' }))
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada')
    expect(screen.getByLabelText('Phone')).toHaveValue('5550100')
    expect(
      screen.getByLabelText(
        'Save my name, email, and phone in this browser for the next time I comment.',
      ),
    ).toBeChecked()
  })
})
