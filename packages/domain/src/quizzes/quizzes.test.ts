import { describe, expect, it } from 'vitest'
import {
  areAnswersRevealed,
  isAnswerCorrect,
  minutesLabel,
  QuizAttemptSchema,
  QuizInputSchema,
  questionCountLabel,
  scoreAttempt,
  type QuizInput,
} from './index'

const question = (overrides: Partial<QuizInput['questions'][number]> = {}) => ({
  prompt: 'Which tag makes a link?',
  kind: 'single' as const,
  options: [
    { text: '<a>', isCorrect: true },
    { text: '<link>', isCorrect: false },
  ],
  ...overrides,
})

const quiz = (overrides: Partial<QuizInput> = {}): QuizInput => ({
  courseId: 1,
  title: 'HTML basics',
  timeLimitMinutes: 30,
  maxAttempts: 3,
  passPercent: 60,
  questions: [question()],
  ...overrides,
})

const messageOf = (input: unknown) => {
  const result = QuizInputSchema.safeParse(input)
  return result.success ? null : result.error.issues[0]?.message
}

describe('isAnswerCorrect', () => {
  it.each([
    [[1], [1], true],
    [[2, 1], [1, 2], true],
    [[1, 1, 2], [1, 2], true],
    [[1], [1, 2], false],
    [[1, 2, 3], [1, 2], false],
    [[], [1], false],
    [[3], [1], false],
  ])('chosen %j against correct %j is %s', (chosen, correct, expected) => {
    expect(isAnswerCorrect(chosen, correct)).toBe(expected)
  })
})

describe('scoreAttempt', () => {
  const questions = [
    { id: 10, correctOptionIds: [100] },
    { id: 11, correctOptionIds: [110, 112] },
    { id: 12, correctOptionIds: [121] },
  ]

  it('counts a question only when the chosen set equals the correct set', () => {
    expect(scoreAttempt(questions, { '10': [100], '11': [110], '12': [121] })).toEqual({
      correctCount: 2,
      score: 67,
    })
  })

  it.each([
    [{}, 0, 0],
    [{ '10': [100] }, 1, 33],
    [{ '10': [100], '11': [112, 110] }, 2, 67],
    [{ '10': [100], '11': [110, 112], '12': [121] }, 3, 100],
    [{ '10': [100, 101], '11': [110, 112, 111], '12': [121] }, 1, 33],
  ])('answers %j score %i correct, %i/100', (answers, correctCount, score) => {
    expect(scoreAttempt(questions, answers)).toEqual({ correctCount, score })
  })

  it('rounds to the nearest whole score: 14 of 15 is 93, 1 of 15 is 7', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, correctOptionIds: [i + 1] }))
    const answers = (n: number) =>
      Object.fromEntries(fifteen.slice(0, n).map((q) => [String(q.id), [q.id]]))
    expect(scoreAttempt(fifteen, answers(14)).score).toBe(93)
    expect(scoreAttempt(fifteen, answers(1)).score).toBe(7)
  })

  it('scores a quiz without questions 0', () => {
    expect(scoreAttempt([], {})).toEqual({ correctCount: 0, score: 0 })
  })
})

describe('QuizInputSchema', () => {
  it('accepts a quiz with single- and multiple-choice questions', () => {
    const input = quiz({
      questions: [
        question(),
        question({
          kind: 'multiple',
          options: [
            { text: 'let', isCorrect: true },
            { text: 'const', isCorrect: true },
            { text: 'int', isCorrect: false },
          ],
        }),
      ],
    })
    expect(QuizInputSchema.parse(input)).toEqual(input)
  })

  it.each([
    ['no title', quiz({ title: '  ' }), 'Give the quiz a title'],
    ['a short title', quiz({ title: 'Hi' }), 'Give the quiz a longer title'],
    [
      'a control character',
      quiz({ title: 'HTML\u0000basics' }),
      'The title contains characters that are not allowed',
    ],
    ['no course', { ...quiz(), courseId: undefined }, 'Choose the course the quiz belongs to'],
    [
      '0 minutes',
      quiz({ timeLimitMinutes: 0 }),
      'Time limit is a whole number of minutes from 1 to 300',
    ],
    [
      '1.5 minutes',
      quiz({ timeLimitMinutes: 1.5 }),
      'Time limit is a whole number of minutes from 1 to 300',
    ],
    ['0 attempts', quiz({ maxAttempts: 0 }), 'Attempts allowed is a whole number from 1 to 20'],
    [
      'a pass mark over 100',
      quiz({ passPercent: 101 }),
      'Pass mark is a whole number from 0 to 100',
    ],
    ['no questions', quiz({ questions: [] }), 'Add at least one question'],
    ['an empty question', quiz({ questions: [question({ prompt: '' })] }), 'Write the question'],
    [
      'one option',
      quiz({ questions: [question({ options: [{ text: 'a', isCorrect: true }] })] }),
      'Give every question at least two options',
    ],
    [
      'no correct option',
      quiz({
        questions: [
          question({
            options: [
              { text: 'a', isCorrect: false },
              { text: 'b', isCorrect: false },
            ],
          }),
        ],
      }),
      'Mark at least one correct option',
    ],
    [
      'two correct options on a single-choice question',
      quiz({
        questions: [
          question({
            options: [
              { text: 'a', isCorrect: true },
              { text: 'b', isCorrect: true },
            ],
          }),
        ],
      }),
      'A single-choice question has exactly one correct option',
    ],
    [
      'an empty option',
      quiz({
        questions: [
          question({
            options: [
              { text: ' ', isCorrect: true },
              { text: 'b', isCorrect: false },
            ],
          }),
        ],
      }),
      'Write the answer option',
    ],
  ])('refuses %s', (_, input, message) => {
    expect(messageOf(input)).toBe(message)
  })
})

describe('QuizAttemptSchema', () => {
  it('drops any correct-answer flag from the options a student sees', () => {
    const parsed = QuizAttemptSchema.parse({
      id: 'a',
      quizId: 1,
      title: 'Quiz',
      courseTitle: 'Course',
      status: 'open',
      timeLimitMinutes: 30,
      startedAt: 'x',
      deadlineAt: 'y',
      serverNow: 'z',
      attemptNumber: 1,
      maxAttempts: 3,
      questions: [
        { id: 1, prompt: 'Q', kind: 'single', options: [{ id: 1, text: 'A', isCorrect: true }] },
      ],
      answers: {},
    })
    expect(JSON.stringify(parsed)).not.toContain('isCorrect')
  })
})

describe('areAnswersRevealed', () => {
  const standing = (isPassed: boolean, attemptsUsed: number, submitted: number) => ({
    isPassed,
    attemptsUsed,
    submitted,
    maxAttempts: 3,
  })
  it('keeps the answers back while attempts are left and none passed', () => {
    expect(areAnswersRevealed(standing(false, 1, 1))).toBe(false)
    expect(areAnswersRevealed(standing(false, 2, 2))).toBe(false)
  })
  it('shows them after a pass, whatever attempts are left', () => {
    expect(areAnswersRevealed(standing(true, 1, 1))).toBe(true)
  })
  it('shows them once the last attempt is submitted, not while it is open', () => {
    expect(areAnswersRevealed(standing(false, 3, 2))).toBe(false)
    expect(areAnswersRevealed(standing(false, 3, 3))).toBe(true)
  })
})

describe('labels', () => {
  it('reads "15 questions" and "30 minutes"', () => {
    expect(questionCountLabel(15)).toBe('15 questions')
    expect(questionCountLabel(1)).toBe('1 question')
    expect(minutesLabel(30)).toBe('30 minutes')
    expect(minutesLabel(1)).toBe('1 minute')
  })
})
