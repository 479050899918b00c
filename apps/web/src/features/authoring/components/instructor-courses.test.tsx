import type { InstructorCourse, InstructorCourseList } from '@app/domain/authoring'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { InstructorCourses } from './instructor-courses'

afterEach(() => vi.unstubAllGlobals())

const course = (overrides: Partial<InstructorCourse>): InstructorCourse => ({
  id: 61,
  title: 'Quantum Basics',
  category: 'Data Science',
  level: 'Beginner',
  priceCents: 4900,
  state: 'pending',
  lessons: 3,
  durationMinutes: 30,
  students: 0,
  sales: 0,
  amountCents: 0,
  rating: 0,
  coverUrl: null,
  rejectionReason: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
})
const list = (items: InstructorCourse[]): InstructorCourseList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 6,
  pageCount: 1,
  counts: {
    all: items.length,
    pending: 1,
    in_review: 0,
    rejected: 0,
    published: 1,
    unpublished: 0,
  },
})

describe('InstructorCourses', () => {
  it('lists the courses with their state and sends a draft for review', async () => {
    let sent = false
    const fetchMock = routeFetch((method, url) => {
      if (method === 'POST' && url === '/api/me/courses/61/publish') {
        sent = true
        return jsonResponse({ id: 61, state: 'in_review', title: 'Quantum Basics' })
      }
      return jsonResponse(
        list([
          course({ state: sent ? 'in_review' : 'pending' }),
          course({
            id: 1,
            title: 'Web Bootcamp',
            state: 'published',
            students: 3,
            amountCents: 26_787,
          }),
        ]),
      )
    })
    const user = userEvent.setup()
    renderWithApp(<InstructorCourses />, { path: '/instructor-my-courses' })
    const items = await screen.findAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Draft')
    expect(items[1]).toHaveTextContent('Published')
    expect(items[1]).toHaveTextContent('$267.87')
    expect(screen.getByRole('tab', { name: /All Courses/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(within(items[0]!).getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(requested(fetchMock, 'POST')).toEqual(['/api/me/courses/61/publish']),
    )
    expect(
      await screen.findByText(
        '“Quantum Basics” is sent for review: it goes live once an admin approves it.',
      ),
    ).toBeInTheDocument()
    // In review: no Publish nor Unpublish until an admin decides.
    expect(await within(items[0]!).findByText(/Waiting for review/)).toBeInTheDocument()
    expect(within(items[0]!).getByText('In review')).toBeInTheDocument()
    expect(within(items[0]!).queryByRole('button', { name: /Publish|Unpublish/ })).toBeNull()
    expect(within(items[0]!).getByRole('link', { name: 'Edit Quantum Basics' })).toHaveAttribute(
      'href',
      '/instructor-add-course?course=61',
    )
  })

  it("shows a rejected course with the reviewer's reason, and Publish sends it again", async () => {
    const reason = 'Add a lesson about measurement to the second section.'
    const fetchMock = routeFetch((method) =>
      method === 'POST'
        ? jsonResponse({ id: 61, state: 'in_review', title: 'Quantum Basics' })
        : jsonResponse(list([course({ state: 'rejected', rejectionReason: reason })])),
    )
    const user = userEvent.setup()
    renderWithApp(<InstructorCourses />, {
      path: '/instructor-my-courses',
      initialEntries: ['/instructor-my-courses?state=rejected'],
    })
    const [item] = await screen.findAllByRole('listitem')
    expect(item).toHaveTextContent('Rejected')
    const note = within(item!).getByRole('note')
    expect(note).toHaveTextContent('Changes requested by the reviewer')
    expect(note).toHaveTextContent(reason)
    await user.click(within(item!).getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(requested(fetchMock, 'POST')).toEqual(['/api/me/courses/61/publish']),
    )
  })

  it('asks before removing, and says when the course was unpublished instead', async () => {
    const fetchMock = routeFetch((method) =>
      method === 'DELETE'
        ? jsonResponse({
            id: 1,
            outcome: 'unpublished',
            message:
              'Students are enrolled in this course, so it was unpublished instead of deleted: they keep their access.',
          })
        : jsonResponse(list([course({ id: 1, title: 'Web Bootcamp', state: 'published' })])),
    )
    const user = userEvent.setup()
    renderWithApp(<InstructorCourses />, { path: '/instructor-my-courses' })
    await user.click(await screen.findByRole('button', { name: 'Remove Web Bootcamp' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove “Web Bootcamp”?' })
    expect(requested(fetchMock, 'DELETE')).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requested(fetchMock, 'DELETE')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Remove Web Bootcamp' }))
    await user.click(screen.getByRole('button', { name: 'Remove course' }))
    await waitFor(() => expect(requested(fetchMock, 'DELETE')).toEqual(['/api/me/courses/1']))
    expect(await screen.findByText(/unpublished instead of deleted/)).toBeInTheDocument()
  })

  it('filters by state through the URL', async () => {
    const fetchMock = routeFetch(() => jsonResponse(list([])))
    const user = userEvent.setup()
    renderWithApp(<InstructorCourses />, { path: '/instructor-my-courses' })
    await user.click(await screen.findByRole('tab', { name: /Unpublished/ }))
    expect(await screen.findByText('No unpublished course')).toBeInTheDocument()
    expect(requested(fetchMock)).toContain('/api/me/courses?state=unpublished&page=1')
  })
})
