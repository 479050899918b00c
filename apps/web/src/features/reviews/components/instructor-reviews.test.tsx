import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { makeCourseReview, reviewList } from '../../../testing/review-fixtures'
import { InstructorReviews } from './instructor-reviews'

afterEach(() => vi.unstubAllGlobals())

describe('InstructorReviews', () => {
  it('opens the reply form by its toggle, checks it, saves the reply and shows it', async () => {
    let review = makeCourseReview()
    const fetchMock = routeFetch((method, _url, body) => {
      if (method === 'PUT') {
        review = {
          ...review,
          reply: {
            authorName: 'Maya Lindqvist',
            body: (body as { body: string }).body,
            createdAt: '2026-03-01T00:00:00.000Z',
            ageText: 'today',
          },
        }
        return jsonResponse(review)
      }
      return jsonResponse(reviewList([review]))
    })
    const user = userEvent.setup()
    renderWithApp(<InstructorReviews />, { path: '/instructor-reviews' })

    const card = await screen.findByRole('article', { name: 'I shipped my first real website' })
    expect(card).toHaveTextContent('Sam Student')
    expect(card).toHaveTextContent('2 weeks ago')
    expect(card).toHaveTextContent('Every section builds on the last.')
    expect(
      within(card).getByRole('link', { name: 'Complete Web Development Bootcamp' }),
    ).toHaveAttribute('href', '/course-single-v1/1')
    const toggle = within(card).getByRole('button', { name: 'Reply' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('form', { name: 'Reply to Sam Student' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const form = screen.getByRole('form', { name: 'Reply to Sam Student' })
    expect(toggle).toHaveAttribute('aria-controls', form.id)
    await user.click(within(form).getByRole('button', { name: 'Post Reply' }))
    expect(await within(form).findByText('Write your reply')).toBeInTheDocument()
    expect(requested(fetchMock, 'PUT')).toEqual([])

    await user.type(within(form).getByLabelText(/^Your reply/), 'Thank you, Sam!')
    await user.click(within(form).getByRole('button', { name: 'Post Reply' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Reply saved')
    expect(requested(fetchMock, 'PUT')).toEqual([`/api/course-reviews/${review.id}/reply`])
    expect(screen.queryByRole('form', { name: 'Reply to Sam Student' })).not.toBeInTheDocument()
    expect(await screen.findByText('Thank you, Sam!')).toBeInTheDocument()
    expect(screen.getByText('Maya Lindqvist')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument()
  })

  it('says so when no student has reviewed the courses yet', async () => {
    routeFetch(() => jsonResponse(reviewList([])))
    renderWithApp(<InstructorReviews />, { path: '/instructor-reviews' })
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create a New Course' })).toBeInTheDocument()
  })
})
