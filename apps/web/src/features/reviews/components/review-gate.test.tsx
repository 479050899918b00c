import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { makeCourseReview, savedReview } from '../../../testing/review-fixtures'
import { ReviewGate, type ReviewGateProps } from './review-gate'

afterEach(() => vi.unstubAllGlobals())

const author = { name: 'Sam Student', email: 'student@learnlane.test' }
const courseGate = (props: Partial<ReviewGateProps> = {}) => (
  <ReviewGate
    accountRole="student"
    scope={{ courseId: 1 }}
    title="Leave A Reply"
    buy={{ to: '#enrol', label: 'Buy this course' }}
    returnTo="/course-single-v1/1"
    {...props}
  />
)

describe('ReviewGate', () => {
  it('tells a guest to log in, with links to log in and to buy, and asks the server nothing', async () => {
    const fetchMock = routeFetch(() => jsonResponse({}))
    renderWithApp(courseGate({ accountRole: null }))
    expect(screen.getByRole('heading', { name: 'Leave A Reply' })).toBeInTheDocument()
    const note = screen.getByRole('note', { name: 'Log in to leave a review' })
    expect(note).toHaveTextContent('Reviews come from students enrolled in this course')
    expect(within(note).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(within(note).getByRole('link', { name: 'Buy this course' })).toHaveAttribute(
      'href',
      '#enrol',
    )
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('tells an instructor that only enrolled students review', () => {
    routeFetch(() => jsonResponse({}))
    renderWithApp(courseGate({ accountRole: 'teacher' }))
    expect(screen.getByRole('note')).toHaveTextContent(
      'Only students enrolled in this course can review it. You are signed in as an instructor.',
    )
  })

  it('tells a student who is not enrolled why, with a link to buy', async () => {
    const fetchMock = routeFetch(() => jsonResponse({ author, items: [] }))
    renderWithApp(courseGate())
    const note = await screen.findByRole('note', { name: 'Enrol to leave a review' })
    expect(note).toHaveTextContent('Only students enrolled in this course can review it')
    expect(within(note).getByRole('link', { name: 'Buy this course' })).toBeInTheDocument()
    expect(requested(fetchMock)).toEqual(['/api/me/reviewable-courses?courseId=1'])
  })

  it("checks an enrolled student's review next to the fields, then posts it and says so", async () => {
    const posted = makeCourseReview({ title: 'Clear', body: 'Loved it.', rating: 4 })
    const fetchMock = routeFetch((method) =>
      method === 'POST'
        ? jsonResponse(savedReview(posted), 201)
        : jsonResponse({ author, items: [{ courseId: 1, title: 'Web', review: null }] }),
    )
    const onSaved = vi.fn()
    const user = userEvent.setup()
    renderWithApp(courseGate({ onSaved }))

    const form = await screen.findByRole('form', { name: 'Leave A Reply' })
    expect(within(form).getByLabelText('Name')).toHaveValue('Sam Student')
    expect(within(form).getByLabelText('Name')).toHaveAttribute('readonly')
    expect(within(form).getByLabelText('Email')).toHaveValue('student@learnlane.test')
    await user.click(within(form).getByRole('button', { name: 'Post Review' }))
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument()
    expect(screen.getByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true')
    expect(requested(fetchMock, 'POST')).toEqual([])

    await user.click(screen.getByLabelText('4 stars'))
    await user.type(screen.getByLabelText(/^Title/), 'Clear')
    await user.type(screen.getByLabelText(/^Message/), 'Loved it.')
    await user.click(within(form).getByRole('button', { name: 'Post Review' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your review now shows above.',
    )
    expect(requested(fetchMock, 'POST')).toEqual(['/api/courses/1/reviews'])
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4,
      title: 'Clear',
      message: 'Loved it.',
    })
    expect(onSaved).toHaveBeenCalledWith(savedReview(posted))
  })

  it("shows the server's refusal next to the button", async () => {
    routeFetch((method) =>
      method === 'POST'
        ? jsonResponse({ error: 'Only students enrolled in this course can review it' }, 403)
        : jsonResponse({ author, items: [{ courseId: 1, title: 'Web', review: null }] }),
    )
    const user = userEvent.setup()
    renderWithApp(courseGate())
    await screen.findByRole('form', { name: 'Leave A Reply' })
    await user.click(screen.getByLabelText('5 stars'))
    await user.type(screen.getByLabelText(/^Title/), 'Great')
    await user.type(screen.getByLabelText(/^Message/), 'Great course.')
    await user.click(screen.getByRole('button', { name: 'Post Review' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only students enrolled in this course can review it',
    )
  })

  it("lets a student on an instructor's page pick the course, and edit one already reviewed", async () => {
    const existing = makeCourseReview({ courseId: 3, title: 'Wanted more exercises', rating: 4 })
    routeFetch(() =>
      jsonResponse({
        author,
        items: [
          { courseId: 3, title: 'React and TypeScript', review: existing },
          { courseId: 1, title: 'Complete Web Development Bootcamp', review: null },
        ],
      }),
    )
    const user = userEvent.setup()
    renderWithApp(
      courseGate({
        scope: { instructorId: 1, instructorName: 'Maya Lindqvist' },
        title: 'Add a Review',
      }),
    )
    const form = await screen.findByRole('form', { name: 'Add a Review' })
    const course = within(form).getByLabelText(/^Course/)
    // A course not reviewed yet comes first.
    expect(course).toHaveValue('1')
    expect(within(form).getByRole('button', { name: 'Post Review' })).toBeInTheDocument()
    await user.selectOptions(course, '3')
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Wanted more exercises')
    expect(within(form).getByRole('button', { name: 'Update Review' })).toBeInTheDocument()
  })
})
