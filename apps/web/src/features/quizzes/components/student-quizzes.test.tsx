import type { QuizAttempt, QuizResult, StudentQuiz } from '@app/domain/quizzes'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { StudentQuizzes } from './student-quizzes'

afterEach(() => vi.unstubAllGlobals())

const ATTEMPT = '7d1f8f4e-1111-4222-8333-444455556666'

const quiz = (overrides: Partial<StudentQuiz> = {}): StudentQuiz => ({
  id: 4,
  courseId: 1,
  courseTitle: 'Complete Web Development Bootcamp',
  title: 'Web Foundations',
  questionCount: 15,
  timeLimitMinutes: 30,
  maxAttempts: 3,
  passPercent: 60,
  attemptsUsed: 1,
  bestScore: 87,
  openAttemptId: null,
  lastResultId: ATTEMPT,
  ...overrides,
})

const attempt = (overrides: Partial<QuizAttempt> = {}): QuizAttempt => {
  const now = Date.now()
  return {
    id: ATTEMPT,
    quizId: 4,
    title: 'Web Foundations',
    courseTitle: 'Complete Web Development Bootcamp',
    status: 'open',
    timeLimitMinutes: 30,
    startedAt: new Date(now).toISOString(),
    deadlineAt: new Date(now + 30 * 60_000).toISOString(),
    serverNow: new Date(now).toISOString(),
    attemptNumber: 1,
    maxAttempts: 3,
    questions: [
      {
        id: 11,
        prompt: 'Which element makes a link?',
        kind: 'single',
        options: [
          { id: 111, text: '<a>' },
          { id: 112, text: '<link>' },
        ],
      },
      {
        id: 12,
        prompt: 'Which values make a flex or grid container?',
        kind: 'multiple',
        options: [
          { id: 121, text: 'flex' },
          { id: 122, text: 'grid' },
          { id: 123, text: 'block' },
        ],
      },
    ],
    answers: {},
    ...overrides,
  }
}

const result = (overrides: Partial<QuizResult> = {}): QuizResult => ({
  attemptId: ATTEMPT,
  quizId: 4,
  title: 'Web Foundations',
  courseTitle: 'Complete Web Development Bootcamp',
  score: 100,
  correctCount: 2,
  questionCount: 2,
  passPercent: 60,
  isPassed: true,
  startedAt: '2026-03-02T10:00:00.000Z',
  submittedAt: '2026-03-02T10:12:00.000Z',
  isTimedOut: false,
  attemptNumber: 1,
  attemptsUsed: 1,
  maxAttempts: 3,
  attemptsLeft: 2,
  hasCorrectAnswers: true,
  questions: [
    {
      id: 11,
      prompt: 'Which element makes a link?',
      kind: 'single',
      options: [
        { id: 111, text: '<a>', isCorrect: true },
        { id: 112, text: '<link>', isCorrect: false },
      ],
      chosen: [111],
      isCorrect: true,
    },
  ],
  ...overrides,
})

describe('StudentQuizzes', () => {
  it('lists each quiz with its questions, minutes, attempts, best score and result link', async () => {
    routeFetch(() =>
      jsonResponse({
        items: [
          quiz(),
          quiz({
            id: 5,
            title: 'React check',
            attemptsUsed: 0,
            bestScore: null,
            lastResultId: null,
          }),
        ],
      }),
    )
    renderWithApp(<StudentQuizzes />, { path: '/student-quizzes' })
    const list = await screen.findByRole('list', { name: 'Your quizzes' })
    const [first, second] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.classList.contains('quiz-row'))
    expect(first).toHaveTextContent('Web Foundations')
    expect(first).toHaveTextContent('15 questions')
    expect(first).toHaveTextContent('30 minutes')
    expect(first).toHaveTextContent('1/3 attempts')
    expect(first).toHaveTextContent('87/100')
    expect(within(first!).getByRole('link', { name: 'Result of Web Foundations' })).toHaveAttribute(
      'href',
      `/student-quizzes?result=${ATTEMPT}`,
    )
    expect(
      within(first!).getByRole('link', { name: 'Retake Quiz: Web Foundations' }),
    ).toHaveAttribute('href', '/student-quizzes?quiz=4')
    expect(second).toHaveTextContent('Not taken yet')
    expect(
      within(second!).getByRole('link', { name: 'Start Quiz: React check' }),
    ).toBeInTheDocument()
  })

  it('starts a quiz from its page and opens the attempt', async () => {
    const fetchMock = routeFetch((method, url) => {
      if (method === 'POST' && url.endsWith('/start')) return jsonResponse(attempt(), 201)
      if (url.includes('/quiz-attempts/')) return jsonResponse(attempt())
      return jsonResponse({
        items: [quiz({ attemptsUsed: 0, bestScore: null, lastResultId: null })],
      })
    })
    const user = userEvent.setup()
    const { router } = renderWithApp(<StudentQuizzes />, {
      path: '/student-quizzes',
      initialEntries: ['/student-quizzes?quiz=4'],
    })
    expect(await screen.findByRole('heading', { name: 'Web Foundations' })).toBeInTheDocument()
    expect(screen.getByText(/You have 3 of 3 attempts left/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }))
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument()
    expect(router.state.location.search).toBe(`?attempt=${ATTEMPT}`)
    expect(requested(fetchMock, 'POST')).toEqual(['/api/me/quizzes/4/start'])
  })

  it('takes a quiz: progress, timer, single and multiple answers saved as it goes, Next, Finish Quiz, then the score', async () => {
    const fetchMock = routeFetch((method, url) => {
      if (method === 'PUT') return jsonResponse({ savedAt: 'x', deadlineAt: 'y' })
      if (method === 'POST') return jsonResponse(result())
      if (url.endsWith('/result')) return jsonResponse(result())
      if (url.includes('/quiz-attempts/')) return jsonResponse(attempt())
      return jsonResponse({ items: [] })
    })
    const user = userEvent.setup()
    renderWithApp(<StudentQuizzes />, {
      path: '/student-quizzes',
      initialEntries: [`/student-quizzes?attempt=${ATTEMPT}`],
    })
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^(30:00|29:59)$/)
    expect(screen.queryByRole('button', { name: 'Finish Quiz' })).not.toBeInTheDocument()

    const first = screen.getByRole('group', { name: 'Which element makes a link?' })
    expect(within(first).getAllByRole('radio')).toHaveLength(2)
    await user.click(within(first).getByRole('radio', { name: '<a>' }))
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/me/quiz-attempts/${ATTEMPT}/answers`,
        expect.objectContaining({
          method: 'PUT',
          body: JSON.stringify({ answers: { '11': [111] } }),
        }),
      ),
    )

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument()
    const second = screen.getByRole('group', {
      name: 'Which values make a flex or grid container?',
    })
    expect(within(second).getAllByRole('checkbox')).toHaveLength(3)
    await user.click(within(second).getByRole('checkbox', { name: 'flex' }))
    await user.click(within(second).getByRole('checkbox', { name: 'grid' }))
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }))
    expect(await screen.findByText('100/100')).toBeInTheDocument()
    expect(screen.getByText(/Attempts: 1\/3/)).toBeInTheDocument()
    expect(screen.getByText('Passed')).toBeInTheDocument()
    const submit = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(submit?.[0]).toBe(`/api/me/quiz-attempts/${ATTEMPT}/submit`)
    expect(JSON.parse(String(submit?.[1]?.body))).toEqual({
      answers: { '11': [111], '12': [121, 122] },
    })
  })

  it('resumes with the saved answers and the server deadline, and submits by itself at zero', async () => {
    const now = Date.now()
    const fetchMock = routeFetch((method, url) => {
      if (method === 'POST') return jsonResponse(result({ isTimedOut: true, score: 50 }))
      if (url.endsWith('/result')) return jsonResponse(result({ isTimedOut: true, score: 50 }))
      return jsonResponse(
        attempt({
          answers: { '11': [112] },
          // The device clock is 10 minutes fast: the server's clock decides.
          serverNow: new Date(now - 10 * 60_000).toISOString(),
          deadlineAt: new Date(now - 10 * 60_000 + 1500).toISOString(),
        }),
      )
    })
    renderWithApp(<StudentQuizzes />, {
      path: '/student-quizzes',
      initialEntries: [`/student-quizzes?attempt=${ATTEMPT}`],
    })
    expect(await screen.findByRole('radio', { name: '<link>' })).toBeChecked()
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^00:0[12]$/)
    expect(await screen.findByText('50/100', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(screen.getByText(/time ran out/)).toBeInTheDocument()
    expect(requested(fetchMock, 'POST')).toEqual([`/api/me/quiz-attempts/${ATTEMPT}/submit`])
  })

  it('shows a submitted attempt as its result, with the correct answer marked', async () => {
    routeFetch((_, url) =>
      url.endsWith('/result')
        ? jsonResponse(result())
        : jsonResponse(attempt({ status: 'submitted' })),
    )
    renderWithApp(<StudentQuizzes />, {
      path: '/student-quizzes',
      initialEntries: [`/student-quizzes?attempt=${ATTEMPT}`],
    })
    expect(await screen.findByText('100/100')).toBeInTheDocument()
    expect(screen.getByText('Correct answer')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retake Quiz' })).toHaveAttribute(
      'href',
      '/student-quizzes?quiz=4',
    )
  })

  it('keeps the correct answers back after a failed attempt and says how many attempts are left', async () => {
    routeFetch(() =>
      jsonResponse(
        result({
          score: 0,
          correctCount: 0,
          isPassed: false,
          attemptsLeft: 2,
          hasCorrectAnswers: false,
          questions: [
            {
              id: 11,
              prompt: 'Which element makes a link?',
              kind: 'single',
              options: [
                { id: 111, text: '<a>' },
                { id: 112, text: '<link>' },
              ],
              chosen: [112],
            },
          ],
        }),
      ),
    )
    renderWithApp(<StudentQuizzes />, {
      path: '/student-quizzes',
      initialEntries: [`/student-quizzes?result=${ATTEMPT}`],
    })
    expect(await screen.findByText('0/100')).toBeInTheDocument()
    expect(screen.getByText('Not passed')).toBeInTheDocument()
    expect(screen.getByText(/Attempts: 1\/3 \(2 attempts left\)/)).toBeInTheDocument()
    expect(
      screen.getByText(
        'The correct answers show once you pass this quiz or use your last attempt. You have 2 attempts left.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Your answer')).toBeInTheDocument()
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Right')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Wrong')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retake Quiz' })).toBeInTheDocument()
  })

  it('shows the correct answers after the last attempt, with no retake', async () => {
    routeFetch(() =>
      jsonResponse(
        result({
          score: 0,
          correctCount: 0,
          isPassed: false,
          attemptNumber: 3,
          attemptsUsed: 3,
          attemptsLeft: 0,
          hasCorrectAnswers: true,
          questions: [
            {
              id: 11,
              prompt: 'Which element makes a link?',
              kind: 'single',
              options: [
                { id: 111, text: '<a>', isCorrect: true },
                { id: 112, text: '<link>', isCorrect: false },
              ],
              chosen: [112],
              isCorrect: false,
            },
          ],
        }),
      ),
    )
    renderWithApp(<StudentQuizzes />, {
      path: '/student-quizzes',
      initialEntries: [`/student-quizzes?result=${ATTEMPT}`],
    })
    expect(await screen.findByText('Correct answer')).toBeInTheDocument()
    expect(screen.getByLabelText('Wrong')).toBeInTheDocument()
    expect(screen.getByText(/Attempts: 3\/3 \(0 attempts left\)/)).toBeInTheDocument()
    expect(screen.queryByText(/The correct answers show once/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Retake Quiz' })).not.toBeInTheDocument()
  })
})
