import { scoreAttempt } from '@app/domain/quizzes'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { quizAttempts, quizOptions, quizQuestions, quizzes, users } from '../schema/index'
import { DEMO_STUDENT_EMAIL } from './users'

/** A question: prompt, single or multiple choice, options, and the indexes of the correct ones. */
type SeedQuestion = [
  prompt: string,
  kind: 'single' | 'multiple',
  options: string[],
  correct: number[],
]

interface SeedQuiz {
  courseId: number
  title: string
  questions: SeedQuestion[]
  /** The demo student's submitted attempts: how many questions were answered right, days ago. */
  attempts: { rightAnswers: number; daysAgo: number; minutes: number }[]
}

const S = 'single' as const
const M = 'multiple' as const

/** The demo mentor's (instructor 1) courses get one quiz each: 15 questions, 30 minutes. */
export const SEED_QUIZZES: readonly SeedQuiz[] = [
  {
    courseId: 1,
    title: 'Web Foundations: HTML, CSS and JavaScript',
    attempts: [
      { rightAnswers: 11, daysAgo: 12, minutes: 24 },
      { rightAnswers: 13, daysAgo: 5, minutes: 19 },
    ],
    questions: [
      ['Which HTML element creates a hyperlink?', S, ['<link>', '<a>', '<href>', '<nav>'], [1]],
      [
        'Which elements are semantic sectioning elements?',
        M,
        ['<article>', '<section>', '<div>', '<span>'],
        [0, 1],
      ],
      [
        'What does CSS stand for?',
        S,
        [
          'Cascading Style Sheets',
          'Computer Style Syntax',
          'Creative Styling System',
          'Coded Sheet Styles',
        ],
        [0],
      ],
      [
        'Which CSS property changes the text colour?',
        S,
        ['font-color', 'text-color', 'color', 'foreground'],
        [2],
      ],
      [
        'Which of these are valid ways to declare a variable in modern JavaScript?',
        M,
        ['let', 'const', 'var', 'int'],
        [0, 1, 2],
      ],
      [
        'What does `typeof null` return in JavaScript?',
        S,
        ['"null"', '"undefined"', '"object"', '"number"'],
        [2],
      ],
      [
        'Which box-model parts sit inside the border?',
        M,
        ['margin', 'padding', 'content', 'outline'],
        [1, 2],
      ],
      [
        'Which HTTP method is meant for reading a resource without changing it?',
        S,
        ['POST', 'GET', 'PUT', 'DELETE'],
        [1],
      ],
      [
        'Which attribute gives an image its text alternative?',
        S,
        ['title', 'alt', 'caption', 'label'],
        [1],
      ],
      [
        'Which values of `display` create a flex or grid container?',
        M,
        ['flex', 'grid', 'block', 'inline'],
        [0, 1],
      ],
      [
        'What does `===` compare in JavaScript?',
        S,
        [
          'Value only, after conversion',
          'Value and type, without conversion',
          'Object identity only',
          'String length',
        ],
        [1],
      ],
      ['Which array methods return a new array?', M, ['map', 'filter', 'forEach', 'push'], [0, 1]],
      [
        'What is Node.js?',
        S,
        ['A browser', 'A JavaScript runtime outside the browser', 'A CSS framework', 'A database'],
        [1],
      ],
      ['Which status code means "Not Found"?', S, ['200', '301', '404', '500'], [2]],
      [
        'Which tools help you deploy a static site?',
        M,
        [
          'A CDN or static host',
          'A build step that outputs HTML, CSS and JS',
          'A spreadsheet',
          'A screen reader',
        ],
        [0, 1],
      ],
    ],
  },
  {
    courseId: 3,
    title: 'React and TypeScript Essentials',
    attempts: [{ rightAnswers: 14, daysAgo: 3, minutes: 21 }],
    questions: [
      [
        'What does a React component return?',
        S,
        ['A DOM node', 'JSX describing the UI', 'A CSS file', 'A promise of HTML'],
        [1],
      ],
      [
        'Which hooks are built into React?',
        M,
        ['useState', 'useEffect', 'useFetch', 'useMemo'],
        [0, 1, 3],
      ],
      [
        'Why does a list item need a `key`?',
        S,
        [
          'For styling',
          'So React can match items between renders',
          'For accessibility',
          'To sort the list',
        ],
        [1],
      ],
      [
        'Which TypeScript type accepts any string but nothing else?',
        S,
        ['any', 'unknown', 'string', 'String[]'],
        [2],
      ],
      [
        "Which are valid ways to type a component's props?",
        M,
        ['An interface', 'A type alias', 'A CSS class', 'An inline object type'],
        [0, 1, 3],
      ],
      [
        'When does a `useEffect` with an empty dependency array run?',
        S,
        ['On every render', 'After the first render only', 'Never', 'Before the first render'],
        [1],
      ],
      [
        'What does `useState` return?',
        S,
        ['Only the value', 'The value and a setter', 'A ref', 'A promise'],
        [1],
      ],
      [
        'Which TypeScript features help narrow a union type?',
        M,
        ['typeof checks', 'in checks', 'Discriminant properties', 'Comments'],
        [0, 1, 2],
      ],
      [
        'What does `strict` mode in tsconfig turn on?',
        S,
        ['Faster builds', 'A set of stricter type checks', 'Minification', 'JSX support'],
        [1],
      ],
      [
        'How should state derived from props usually be handled?',
        S,
        [
          'Copied into state in an effect',
          'Computed during render',
          'Stored in localStorage',
          'Kept in a global variable',
        ],
        [1],
      ],
      [
        'Which describe a controlled input?',
        M,
        [
          'Its value comes from state',
          'It changes state through onChange',
          'It reads the DOM with a ref only',
          'React owns its value',
        ],
        [0, 1, 3],
      ],
      [
        'What is the type of `event` in an onChange handler for an input?',
        S,
        ['MouseEvent', 'React.ChangeEvent<HTMLInputElement>', 'KeyboardEvent', 'Event<string>'],
        [1],
      ],
      ['Which file extension holds TypeScript with JSX?', S, ['.ts', '.tsx', '.jsx', '.tjs'], [1]],
      [
        'What does the `unknown` type force you to do before using a value?',
        S,
        ['Nothing', 'Narrow or check its type', 'Cast it to any', 'Wrap it in a promise'],
        [1],
      ],
      [
        'Which are good reasons to split a component?',
        M,
        [
          'It has more than one job',
          'Part of it is reused elsewhere',
          'It has a long name',
          'Part of it has its own state',
        ],
        [0, 1, 3],
      ],
    ],
  },
  {
    courseId: 26,
    title: 'Vue.js Essentials Check',
    attempts: [],
    questions: [
      [
        'Which directive renders an element conditionally?',
        S,
        ['v-for', 'v-if', 'v-bind', 'v-model'],
        [1],
      ],
      [
        'Which directive binds a form input two ways?',
        S,
        ['v-model', 'v-on', 'v-show', 'v-html'],
        [0],
      ],
      ['What is the shorthand for `v-bind:href`?', S, ['@href', ':href', '#href', '*href'], [1]],
      ['What is the shorthand for `v-on:click`?', S, [':click', '@click', '#click', '.click'], [1]],
      [
        'Which are parts of a single-file component?',
        M,
        ['<template>', '<script>', '<style>', '<head>'],
        [0, 1, 2],
      ],
      [
        'Which Composition API functions create reactive state?',
        M,
        ['ref', 'reactive', 'computed', 'console.log'],
        [0, 1],
      ],
      [
        'What does a `computed` property do?',
        S,
        [
          'Runs once at start-up',
          'Caches a value derived from reactive state',
          'Fetches data',
          'Defines a route',
        ],
        [1],
      ],
      [
        'How does a child component send an event to its parent?',
        S,
        [
          'By changing its props',
          'By emitting an event',
          "By editing the parent's state directly",
          'Through CSS',
        ],
        [1],
      ],
      [
        'Which of these are Vue lifecycle hooks?',
        M,
        ['onMounted', 'onUnmounted', 'onRendered', 'onUpdated'],
        [0, 1, 3],
      ],
      [
        'What is the difference between v-if and v-show?',
        S,
        [
          'None',
          'v-show toggles CSS display; v-if adds or removes the element',
          'v-if is faster always',
          'v-show only works on lists',
        ],
        [1],
      ],
      [
        'Why give `v-for` items a `:key`?',
        S,
        ['For styling', 'So Vue can track each item', 'To sort items', 'It is required by HTML'],
        [1],
      ],
      [
        'Which are official Vue ecosystem libraries?',
        M,
        ['Vue Router', 'Pinia', 'Redux Toolkit', 'Vite'],
        [0, 1, 3],
      ],
      [
        'How do you read a prop inside `<script setup>`?',
        S,
        ['this.props', 'defineProps()', 'useProps()', 'import props'],
        [1],
      ],
      [
        'What does `watch` do?',
        S,
        [
          'Runs code when a reactive source changes',
          'Renders a list',
          'Defines a component',
          'Starts a server',
        ],
        [0],
      ],
      [
        'Which help keep a component small?',
        M,
        [
          'Extracting child components',
          'Moving logic into composables',
          'Adding more watchers',
          'Putting everything in one template',
        ],
        [0, 1],
      ],
    ],
  },
  {
    courseId: 40,
    title: 'Progressive Web Apps Quiz',
    attempts: [],
    questions: [
      [
        'What makes a web app "installable"?',
        M,
        ['A web app manifest', 'A service worker', 'Served over HTTPS', 'A jQuery plugin'],
        [0, 1, 2],
      ],
      [
        'Where does a service worker run?',
        S,
        ['On the main thread', 'In its own worker thread', 'On the server', 'Inside CSS'],
        [1],
      ],
      [
        'Which API does a service worker use to store responses?',
        S,
        ['localStorage', 'Cache Storage', 'Cookies', 'sessionStorage'],
        [1],
      ],
      [
        'Which event lets a service worker answer network requests?',
        S,
        ['install', 'fetch', 'message', 'load'],
        [1],
      ],
      [
        'What does "cache first" mean?',
        S,
        [
          'Always ask the network first',
          'Serve from the cache, fall back to the network',
          'Never cache',
          'Cache only images',
        ],
        [1],
      ],
      [
        'Which fields belong in a web app manifest?',
        M,
        ['name', 'icons', 'start_url', 'password'],
        [0, 1, 2],
      ],
      [
        'Which protocol is required for service workers (except on localhost)?',
        S,
        ['FTP', 'HTTP', 'HTTPS', 'WebSocket'],
        [2],
      ],
      [
        'What is the app shell model?',
        S,
        [
          'A server framework',
          'Caching the minimal UI so it loads instantly',
          'A CSS reset',
          'A testing tool',
        ],
        [1],
      ],
      [
        'Which storage suits larger structured offline data?',
        S,
        ['Cookies', 'IndexedDB', 'URL parameters', 'CSS variables'],
        [1],
      ],
      [
        "Which events are part of a service worker's life?",
        M,
        ['install', 'activate', 'fetch', 'resize'],
        [0, 1, 2],
      ],
      [
        'What does `self.skipWaiting()` do?',
        S,
        [
          'Deletes the cache',
          'Activates a new service worker without waiting',
          'Stops the page',
          'Sends a push message',
        ],
        [1],
      ],
      [
        'Which tool audits a PWA in Chrome?',
        S,
        ['Lighthouse', 'Photoshop', 'Git', 'npm audit'],
        [0],
      ],
      [
        'What does the `display: standalone` manifest value do?',
        S,
        [
          'Hides the browser UI when installed',
          'Prints the page',
          'Disables JavaScript',
          'Shows a splash ad',
        ],
        [0],
      ],
      [
        "Which improve a PWA's offline experience?",
        M,
        [
          'An offline fallback page',
          'Pre-caching key assets',
          'Blocking all requests',
          'Background sync for pending changes',
        ],
        [0, 1, 3],
      ],
      [
        'Push notifications in a PWA need which of these?',
        M,
        [
          'User permission',
          'A service worker',
          'A push subscription',
          'A native app store listing',
        ],
        [0, 1, 2],
      ],
    ],
  },
]

const SEED_NOW = Date.UTC(2026, 0, 15, 10, 0)
const DAY = 24 * 60 * 60 * 1000

/**
 * The demo mentor's quizzes (15 questions, 30 minutes, 3 attempts, pass at 60%) and the demo
 * student's submitted attempts, so both Quizzes pages show results. Keyed by course and title:
 * a quiz that exists is left alone, and attempts are added only when the student has none.
 */
export async function seedQuizzes(db: Db): Promise<void> {
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_STUDENT_EMAIL), eq(users.role, 'student')))

  for (const seedQuiz of SEED_QUIZZES) {
    const quizId = await ensureQuiz(db, seedQuiz)
    if (!student || !seedQuiz.attempts.length) continue
    const existing = await db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, student.id)))
    if (existing.length) continue

    const questions = await db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.position))
    const options = await db
      .select({
        id: quizOptions.id,
        questionId: quizOptions.questionId,
        isCorrect: quizOptions.isCorrect,
      })
      .from(quizOptions)
      .where(
        inArray(
          quizOptions.questionId,
          questions.map((q) => q.id),
        ),
      )
      .orderBy(asc(quizOptions.position))
    const keyed = questions.map((q) => ({
      id: q.id,
      correctOptionIds: options
        .filter((o) => o.questionId === q.id && o.isCorrect)
        .map((o) => o.id),
      wrongOptionId: options.find((o) => o.questionId === q.id && !o.isCorrect)!.id,
    }))

    for (const attempt of seedQuiz.attempts) {
      // The first `rightAnswers` questions right, the others answered with a wrong option.
      const answers = Object.fromEntries(
        keyed.map((q, i) => [
          String(q.id),
          i < attempt.rightAnswers ? q.correctOptionIds : [q.wrongOptionId],
        ]),
      )
      const { score, correctCount } = scoreAttempt(keyed, answers)
      const startedAt = new Date(SEED_NOW - attempt.daysAgo * DAY)
      await db.insert(quizAttempts).values({
        quizId,
        userId: student.id,
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + 30 * 60_000),
        submittedAt: new Date(startedAt.getTime() + attempt.minutes * 60_000),
        score,
        correctCount,
        answers,
      })
    }
  }
}

async function ensureQuiz(db: Db, seedQuiz: SeedQuiz): Promise<number> {
  const [found] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.courseId, seedQuiz.courseId), eq(quizzes.title, seedQuiz.title)))
  if (found) return found.id
  return db.transaction(async (tx) => {
    const [quiz] = await tx
      .insert(quizzes)
      .values({
        courseId: seedQuiz.courseId,
        title: seedQuiz.title,
        timeLimitMinutes: 30,
        maxAttempts: 3,
        passPercent: 60,
        createdAt: new Date(SEED_NOW - 30 * DAY),
        updatedAt: new Date(SEED_NOW - 30 * DAY),
      })
      .returning({ id: quizzes.id })
    for (const [position, [prompt, kind, texts, correct]] of seedQuiz.questions.entries()) {
      const [question] = await tx
        .insert(quizQuestions)
        .values({ quizId: quiz!.id, position, prompt, kind })
        .returning({ id: quizQuestions.id })
      await tx.insert(quizOptions).values(
        texts.map((text, i) => ({
          questionId: question!.id,
          position: i,
          text,
          isCorrect: correct.includes(i),
        })),
      )
    }
    return quiz!.id
  })
}
