import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { makeCourseReview, reviewList } from '../../../testing/review-fixtures'
import { StudentReviews } from './student-reviews'

afterEach(() => vi.unstubAllGlobals())

const replied = makeCourseReview({
  reply: {
    authorName: 'Maya Lindqvist',
    body: 'Thank you, Sam!',
    createdAt: '2026-01-13T08:30:00.000Z',
    ageText: '2 weeks ago',
  },
})

describe('StudentReviews', () => {
  it("lists the student's reviews with the instructor's reply, and deletes one after confirming", async () => {
    let items = [replied]
    const fetchMock = routeFetch((method) => {
      if (method === 'DELETE') {
        items = []
        return jsonResponse({
          id: replied.id,
          course: { id: 1, rating: 4.9, ratingCount: 4120 },
          instructor: { id: 1, rating: 4.9, reviewCount: 2200 },
        })
      }
      return jsonResponse(reviewList(items))
    })
    const user = userEvent.setup()
    renderWithApp(<StudentReviews />, { path: '/student-reviews' })

    const card = await screen.findByRole('article', { name: 'I shipped my first real website' })
    expect(card).toHaveTextContent('Sam Student')
    expect(card).toHaveTextContent('Reply from Maya Lindqvist')
    expect(card).toHaveTextContent('Thank you, Sam!')
    expect(within(card).getByRole('img', { name: /5/ })).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Edit' }))
    expect(await screen.findByRole('form', { name: 'Edit your review' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Title/)).toHaveValue('I shipped my first real website')
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }))
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument()
    expect(requested(fetchMock, 'DELETE')).toEqual([`/api/course-reviews/${replied.id}`])
  })
})
