import type { CourseReviewItem, CourseReviewQueue } from '@app/domain/authoring'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { AdminCourseReviews } from './admin-course-reviews'

afterEach(() => vi.unstubAllGlobals())

const item = (overrides: Partial<CourseReviewItem> = {}): CourseReviewItem => ({
  id: 61,
  title: 'Quantum Basics',
  category: 'Data Science',
  level: 'Beginner',
  priceCents: 4900,
  lessons: 3,
  durationMinutes: 30,
  description: 'A practical course about qubits, from first principles to a working project.',
  instructorName: 'Nora Newteacher',
  coverUrl: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
})
const queue = (items: CourseReviewItem[]): CourseReviewQueue => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 6,
  pageCount: 1,
})

describe('AdminCourseReviews', () => {
  it('lists the courses waiting for review and approves one', async () => {
    let waiting = [item(), item({ id: 62, title: 'Web Basics', priceCents: 0 })]
    const fetchMock = routeFetch((method, url) => {
      if (method === 'POST' && url === '/api/admin/course-reviews/61/approve') {
        waiting = waiting.filter((c) => c.id !== 61)
        return jsonResponse({ id: 61, state: 'published', title: 'Quantum Basics' })
      }
      return jsonResponse(queue(waiting))
    })
    const user = userEvent.setup()
    renderWithApp(<AdminCourseReviews />, { path: '/admin/course-reviews' })
    const list = await screen.findByRole('list', { name: 'Courses waiting for review' })
    expect(requested(fetchMock)).toEqual(['/api/admin/course-reviews?page=1'])
    expect(screen.getByText('2 courses waiting for review')).toBeInTheDocument()
    const first = within(list).getByRole('listitem', { name: 'Quantum Basics' })
    expect(first).toHaveTextContent('By Nora Newteacher')
    expect(first).toHaveTextContent('Data Science · Beginner · 3 lessons')
    expect(
      within(first).getByRole('link', { name: 'Open Quantum Basics in the editor' }),
    ).toHaveAttribute('href', '/instructor-add-course?course=61')
    await user.click(within(first).getByRole('button', { name: 'Approve Quantum Basics' }))
    await waitFor(() =>
      expect(requested(fetchMock, 'POST')).toEqual(['/api/admin/course-reviews/61/approve']),
    )
    expect(
      await screen.findByText('“Quantum Basics” is approved and live now.'),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Quantum Basics' })).not.toBeInTheDocument(),
    )
    expect(screen.getByText('1 course waiting for review')).toBeInTheDocument()
  })

  it('rejects only with a reason, and sends the reason to the server', async () => {
    const fetchMock = routeFetch((method) =>
      method === 'POST'
        ? jsonResponse({ id: 61, state: 'rejected', title: 'Quantum Basics' })
        : jsonResponse(queue([item()])),
    )
    const user = userEvent.setup()
    renderWithApp(<AdminCourseReviews />, { path: '/admin/course-reviews' })
    await user.click(await screen.findByRole('button', { name: 'Reject Quantum Basics' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject “Quantum Basics”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Send rejection' }))
    expect(await within(dialog).findByText(/Tell the mentor what to change/)).toBeInTheDocument()
    expect(requested(fetchMock, 'POST')).toEqual([])

    const reason = 'Add a lesson about measurement to the second section.'
    await user.click(within(dialog).getByLabelText(/Reason for the mentor/))
    await user.paste(reason)
    await user.click(within(dialog).getByRole('button', { name: 'Send rejection' }))
    await waitFor(() =>
      expect(requested(fetchMock, 'POST')).toEqual(['/api/admin/course-reviews/61/reject']),
    )
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]!.body))).toEqual({ reason })
    expect(
      await screen.findByText('“Quantum Basics” is sent back to its mentor with your reason.'),
    ).toBeInTheDocument()
  })

  it('shows the server refusal next to the decision', async () => {
    routeFetch((method) =>
      method === 'POST'
        ? jsonResponse({ error: 'This course is not waiting for review' }, 409)
        : jsonResponse(queue([item()])),
    )
    const user = userEvent.setup()
    renderWithApp(<AdminCourseReviews />, { path: '/admin/course-reviews' })
    await user.click(await screen.findByRole('button', { name: 'Approve Quantum Basics' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This course is not waiting for review',
    )
  })

  it('says when nothing waits for review', async () => {
    routeFetch(() => jsonResponse(queue([])))
    renderWithApp(<AdminCourseReviews />, { path: '/admin/course-reviews' })
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument()
  })
})
