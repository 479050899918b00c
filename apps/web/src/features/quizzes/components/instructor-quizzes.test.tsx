import type { InstructorQuiz, QuizDetail, QuizResults } from '@app/domain/quizzes'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { InstructorQuizzes } from './instructor-quizzes'

afterEach(() => vi.unstubAllGlobals())

const summary = (overrides: Partial<InstructorQuiz> = {}): InstructorQuiz => ({
  id: 7,
  courseId: 1,
  courseTitle: 'Complete Web Development Bootcamp',
  title: 'Web Foundations',
  questionCount: 15,
  timeLimitMinutes: 30,
  maxAttempts: 3,
  passPercent: 60,
  studentCount: 2,
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
})

const courses = {
  items: [
    { id: 1, title: 'Complete Web Development Bootcamp' },
    { id: 3, title: 'React and TypeScript: Build Real Projects' },
  ],
}

const detail: QuizDetail = {
  id: 7,
  courseId: 1,
  courseTitle: 'Complete Web Development Bootcamp',
  title: 'Web Foundations',
  timeLimitMinutes: 30,
  maxAttempts: 3,
  passPercent: 60,
  questions: [
    {
      id: 70,
      prompt: 'Which element makes a link?',
      kind: 'single',
      options: [
        { id: 700, text: '<a>', isCorrect: true },
        { id: 701, text: '<link>', isCorrect: false },
      ],
    },
  ],
}

describe('InstructorQuizzes', () => {
  it('lists the quizzes with Add New Quiz, results and edit links, and removes one after confirming', async () => {
    let items = [summary(), summary({ id: 8, title: 'React check', studentCount: 0 })]
    const fetchMock = routeFetch((method) => {
      if (method === 'DELETE') {
        items = items.filter((q) => q.id !== 8)
        return new Response(null, { status: 204 })
      }
      return jsonResponse({ items })
    })
    const user = userEvent.setup()
    renderWithApp(<InstructorQuizzes />, { path: '/instructor-quizzes' })
    expect(await screen.findByRole('link', { name: 'Add New Quiz' })).toHaveAttribute(
      'href',
      '/instructor-quizzes?edit=new',
    )
    const list = screen.getByRole('list', { name: 'Your quizzes' })
    expect(list).toHaveTextContent('15 questions')
    expect(list).toHaveTextContent('30 minutes')
    expect(screen.getByRole('link', { name: 'Results of Web Foundations' })).toHaveAttribute(
      'href',
      '/instructor-quizzes?results=7',
    )
    expect(screen.getByRole('link', { name: 'Edit Web Foundations' })).toHaveAttribute(
      'href',
      '/instructor-quizzes?edit=7',
    )

    await user.click(screen.getByRole('button', { name: 'Remove React check' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this quiz?' })
    expect(requested(fetchMock, 'DELETE')).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Remove quiz' }))
    await waitFor(() => expect(screen.queryByText('React check')).not.toBeInTheDocument())
    expect(requested(fetchMock, 'DELETE')).toEqual(['/api/instructor/quizzes/8'])
  })

  it('shows results by student: student, score x/100, attempts and finishing time', async () => {
    const results: QuizResults = {
      quiz: summary(),
      items: [
        {
          studentId: 's1',
          studentName: 'Sam Student',
          bestScore: 87,
          lastScore: 87,
          attempts: 2,
          isPassed: true,
          finishedAt: '2026-03-04T12:00:00.000Z',
        },
      ],
    }
    routeFetch(() => jsonResponse(results))
    renderWithApp(<InstructorQuizzes />, {
      path: '/instructor-quizzes',
      initialEntries: ['/instructor-quizzes?results=7'],
    })
    const table = await screen.findByRole('table', { name: 'Results by student' })
    const [, row] = within(table).getAllByRole('row')
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sam Student', '87/100Passed', '2/3', expect.stringContaining('March 4, 2026')])
  })

  it('creates a quiz with the question editor: options, correct answers, a multiple-choice question', async () => {
    const fetchMock = routeFetch((method, url) => {
      if (method === 'POST') return jsonResponse({ ...detail, id: 9 }, 201)
      if (url.endsWith('/courses')) return jsonResponse(courses)
      return jsonResponse({ items: [] })
    })
    const user = userEvent.setup()
    const { router } = renderWithApp(<InstructorQuizzes />, {
      path: '/instructor-quizzes',
      initialEntries: ['/instructor-quizzes?edit=new'],
    })
    expect(await screen.findByRole('heading', { name: 'Add New Quiz' })).toBeInTheDocument()

    // Nothing filled in: the messages show next to the fields and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }))
    expect(await screen.findByText('Give the quiz a title')).toBeInTheDocument()
    expect(screen.getByText('Write the question')).toBeInTheDocument()
    expect(requested(fetchMock, 'POST')).toEqual([])

    await user.type(screen.getByLabelText('Quiz title'), 'Box model check')
    await user.selectOptions(screen.getByLabelText('Course'), '3')
    await user.clear(screen.getByLabelText('Time limit (minutes)'))
    await user.type(screen.getByLabelText('Time limit (minutes)'), '15')
    await user.type(
      screen.getByLabelText('Question 1 text'),
      'What sits between border and content?',
    )
    await user.type(screen.getByLabelText('Question 1 option 1'), 'margin')
    await user.type(screen.getByLabelText('Question 1 option 2'), 'padding')
    // Single choice: marking option 2 clears option 1.
    await user.click(screen.getByLabelText('Option 2 of question 1 is correct'))
    expect(screen.getByLabelText('Option 1 of question 1 is correct')).not.toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Add question' }))
    await user.type(screen.getByLabelText('Question 2 text'), 'Which are box-model parts?')
    await user.selectOptions(screen.getByLabelText('Question 2 Answer type'), 'multiple')
    await user.type(screen.getByLabelText('Question 2 option 1'), 'content')
    await user.type(screen.getByLabelText('Question 2 option 2'), 'border')
    await user.click(screen.getByRole('button', { name: 'Add option to question 2' }))
    await user.type(screen.getByLabelText('Question 2 option 3'), 'colour')
    await user.click(screen.getByLabelText('Option 2 of question 2 is correct'))
    expect(screen.getByLabelText('Option 1 of question 2 is correct')).toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Create Quiz' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(post?.[0]).toBe('/api/instructor/quizzes')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      courseId: 3,
      title: 'Box model check',
      timeLimitMinutes: 15,
      maxAttempts: 3,
      passPercent: 60,
      questions: [
        {
          prompt: 'What sits between border and content?',
          kind: 'single',
          options: [
            { text: 'margin', isCorrect: false },
            { text: 'padding', isCorrect: true },
          ],
        },
        {
          prompt: 'Which are box-model parts?',
          kind: 'multiple',
          options: [
            { text: 'content', isCorrect: true },
            { text: 'border', isCorrect: true },
            { text: 'colour', isCorrect: false },
          ],
        },
      ],
    })
  })

  it('edits a quiz: loads it with its correct options and sends the ids back', async () => {
    const fetchMock = routeFetch((method, url) => {
      if (method === 'PUT') return jsonResponse(detail)
      if (url.endsWith('/courses')) return jsonResponse(courses)
      if (url.endsWith('/quizzes/7')) return jsonResponse(detail)
      return jsonResponse({ items: [] })
    })
    const user = userEvent.setup()
    renderWithApp(<InstructorQuizzes />, {
      path: '/instructor-quizzes',
      initialEntries: ['/instructor-quizzes?edit=7'],
    })
    expect(await screen.findByRole('heading', { name: 'Edit Quiz' })).toBeInTheDocument()
    expect(screen.getByLabelText('Quiz title')).toHaveValue('Web Foundations')
    expect(screen.getByLabelText('Option 1 of question 1 is correct')).toBeChecked()
    expect(screen.getByRole('button', { name: 'Remove option 1 of question 1' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Add option to question 1' }))
    await user.type(screen.getByLabelText('Question 1 option 3'), '<href>')
    await user.click(screen.getByRole('button', { name: 'Remove option 1 of question 1' }))
    // The correct option is gone: the editor says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Save Quiz' }))
    expect(await screen.findByText('Mark at least one correct option')).toBeInTheDocument()
    expect(requested(fetchMock, 'PUT')).toEqual([])

    await user.click(screen.getByLabelText('Option 1 of question 1 is correct'))
    await user.click(screen.getByRole('button', { name: 'Save Quiz' }))
    await waitFor(() => expect(requested(fetchMock, 'PUT')).toEqual(['/api/instructor/quizzes/7']))
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(String(put?.[1]?.body)).questions).toEqual([
      {
        id: 70,
        prompt: 'Which element makes a link?',
        kind: 'single',
        options: [
          { id: 701, text: '<link>', isCorrect: true },
          { text: '<href>', isCorrect: false },
        ],
      },
    ])
  })
})
