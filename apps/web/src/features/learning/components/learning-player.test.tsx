import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeLearnCourse, makeLessonPlayer } from '../../../testing/learning-fixtures'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { LearningPlayer } from './learning-player'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

function renderPlayer(lessonId: number | null) {
  return renderWithApp(
    <Suspense fallback={<p>Loading…</p>}>
      <LearningPlayer courseId={7} lessonId={lessonId} />
    </Suspense>,
    { path: '/lesson' },
  )
}

const list = () => screen.getByRole('complementary', { name: 'Course content' })

describe('LearningPlayer', () => {
  it("opens an enrolled student's resume lesson: the video with captions, marks and progress", async () => {
    routeFetch((_method, url) =>
      url === '/api/learn/courses/7'
        ? jsonResponse(makeLearnCourse('enrolled', [12], { resumeLessonId: 21 }))
        : jsonResponse(
            makeLessonPlayer({
              id: 21,
              title: 'Your first component',
              sectionTitle: 'Components',
              isPreview: false,
              positionSeconds: 42,
            }),
          ),
    )
    const { container } = renderPlayer(null)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your first component' }),
    ).toBeVisible()
    expect(screen.getByText('Components · Lesson 4 of 5')).toBeInTheDocument()
    const video = await screen.findByLabelText('Video: Your first component')
    expect(video.tagName).toBe('VIDEO')
    expect(video).toHaveAttribute('src', '/api/media/lesson-intro.webm')
    expect(video).toHaveAttribute('controls')
    const track = container.querySelector('track')!
    expect(track).toHaveAttribute('kind', 'captions')
    expect(track).toHaveAttribute('src', '/api/media/lesson-intro.vtt')
    expect(screen.getByText('Resuming where you left off, at 0:42.')).toBeInTheDocument()

    expect(within(list()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20')
    expect(
      within(list()).getByRole('link', { name: /Completed Reading: How the course works/ }),
    ).toBeInTheDocument()
    expect(within(list()).getByRole('link', { name: /Your first component/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/lesson?course=7&lesson=13',
    )
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/lesson?course=7&lesson=22',
    )
  })

  it('marks the lesson complete and shows it done', async () => {
    let done: number[] = []
    const fetchMock = routeFetch((method, url) => {
      if (method === 'POST') {
        done = [11]
        return jsonResponse({
          lessonId: 11,
          courseId: 7,
          progress: { completedLessons: 1, totalLessons: 5, percent: 20 },
          isCourseCompleted: false,
          certificateId: null,
        })
      }
      if (url === '/api/learn/courses/7') return jsonResponse(makeLearnCourse('enrolled', done))
      return jsonResponse(makeLessonPlayer({ isCompleted: done.includes(11) }))
    })
    const user = userEvent.setup()
    renderPlayer(11)

    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }))
    expect(await screen.findByText('Completed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument()
    expect(requested(fetchMock, 'POST')).toEqual(['/api/learn/lessons/11/complete'])
    expect(within(list()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20')
  })

  it('offers no Mark as complete on a quiz lesson: passing the quiz completes it, attempts left shown', async () => {
    const fetchMock = routeFetch((_method, url) =>
      url === '/api/learn/courses/7'
        ? jsonResponse(makeLearnCourse('enrolled', []))
        : jsonResponse(
            makeLessonPlayer({
              id: 13,
              title: 'Check your setup',
              type: 'quiz',
              isPreview: false,
              video: null,
              quizId: 4,
              quiz: {
                passPercent: 60,
                maxAttempts: 3,
                attemptsUsed: 1,
                attemptsLeft: 2,
                isPassed: false,
                bestScore: 40,
              },
            }),
          ),
    )
    renderPlayer(13)

    expect(
      await screen.findByText(
        'Not passed yet (best 40/100). You need 60/100 to pass and have 2 attempts left of 3. Passing completes this lesson.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Pass the quiz to complete this lesson')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retake the quiz' })).toHaveAttribute(
      'href',
      '/student-quizzes?quiz=4',
    )
    expect(requested(fetchMock, 'POST')).toEqual([])
  })

  it('shows a passed quiz lesson as complete', async () => {
    routeFetch((_method, url) =>
      url === '/api/learn/courses/7'
        ? jsonResponse(makeLearnCourse('enrolled', [13]))
        : jsonResponse(
            makeLessonPlayer({
              id: 13,
              title: 'Check your setup',
              type: 'quiz',
              isPreview: false,
              video: null,
              quizId: 4,
              isCompleted: true,
              quiz: {
                passPercent: 60,
                maxAttempts: 3,
                attemptsUsed: 2,
                attemptsLeft: 1,
                isPassed: true,
                bestScore: 87,
              },
            }),
          ),
    )
    renderPlayer(13)

    expect(
      await screen.findByText('Passed with 87/100. This lesson is complete.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Completed')).toBeInTheDocument()
    expect(screen.queryByText('Pass the quiz to complete this lesson')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the quiz' })).toBeInTheDocument()
  })

  it('lets a quiz lesson whose quiz was passed before be marked complete', async () => {
    routeFetch((_method, url) =>
      url === '/api/learn/courses/7'
        ? jsonResponse(makeLearnCourse('enrolled', []))
        : jsonResponse(
            makeLessonPlayer({
              id: 13,
              type: 'quiz',
              video: null,
              quizId: 4,
              quiz: {
                passPercent: 60,
                maxAttempts: 3,
                attemptsUsed: 1,
                attemptsLeft: 2,
                isPassed: true,
                bestScore: 93,
              },
            }),
          ),
    )
    renderPlayer(13)
    expect(await screen.findByText('Passed with 93/100.')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Mark as complete' })).toBeInTheDocument()
  })

  it('lets a quiz lesson whose course has no quiz yet be marked complete', async () => {
    routeFetch((_method, url) =>
      url === '/api/learn/courses/7'
        ? jsonResponse(makeLearnCourse('enrolled', []))
        : jsonResponse(
            makeLessonPlayer({ id: 13, type: 'quiz', video: null, quizId: null, quiz: null }),
          ),
    )
    renderPlayer(13)
    expect(await screen.findByRole('link', { name: 'Go to my quizzes' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Mark as complete' })).toBeInTheDocument()
  })

  it('keeps the resume lesson on screen when it is marked complete (no ?lesson= in the URL)', async () => {
    let done: number[] = []
    routeFetch((method, url) => {
      if (method === 'POST') {
        done = [11]
        return jsonResponse({
          lessonId: 11,
          courseId: 7,
          progress: { completedLessons: 1, totalLessons: 5, percent: 20 },
          isCourseCompleted: false,
          certificateId: null,
        })
      }
      if (url === '/api/learn/courses/7') {
        // The server's resume point moves on to the next lesson once 11 is done.
        return jsonResponse(
          makeLearnCourse('enrolled', done, { resumeLessonId: done.length ? 12 : 11 }),
        )
      }
      return jsonResponse(makeLessonPlayer({ isCompleted: done.includes(11) }))
    })
    const user = userEvent.setup()
    renderPlayer(null)

    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }))
    expect(await screen.findByText('Completed')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the course')
    expect(within(list()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20')
  })

  /** Lesson 21 with an uploaded video whose signed address is the n-th handed out. */
  const signedLesson = (n: number) =>
    makeLessonPlayer({
      id: 21,
      title: 'Your first component',
      sectionTitle: 'Components',
      isPreview: false,
      video: {
        url: `/api/files/f1?exp=${n}&v=u1&sig=s${n}`,
        captionsUrl: null,
        captionsLang: 'en',
        expiresAt: '2026-11-27T10:15:00.000Z',
      },
    })

  it('asks for a fresh address when the signed one stops working, and plays on from there', async () => {
    let issued = 0
    const fetchMock = routeFetch((_method, url) => {
      if (url === '/api/learn/courses/7') return jsonResponse(makeLearnCourse('enrolled', []))
      issued += 1
      return jsonResponse(signedLesson(issued))
    })
    renderPlayer(21)
    const video = await screen.findByLabelText<HTMLVideoElement>('Video: Your first component')
    expect(video).toHaveAttribute('src', '/api/files/f1?exp=1&v=u1&sig=s1')

    // Twelve minutes in, playing, the address expires: the next range request fails.
    video.currentTime = 754
    Object.defineProperty(video, 'paused', { value: false, configurable: true })
    const play = vi.fn(() => Promise.resolve())
    video.play = play
    fireEvent.error(video)
    await waitFor(() => expect(video).toHaveAttribute('src', '/api/files/f1?exp=2&v=u1&sig=s2'))
    expect(requested(fetchMock).filter((u) => u === '/api/learn/lessons/21')).toHaveLength(2)
    // The fresh source loads from its start; the player takes the student back and plays on.
    video.currentTime = 0
    fireEvent.loadedMetadata(video)
    expect(video.currentTime).toBe(754)
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('shows the locked lesson when a fresh address is refused (the course was refunded)', async () => {
    let calls = 0
    routeFetch((_method, url) => {
      if (url === '/api/learn/courses/7') return jsonResponse(makeLearnCourse('enrolled', []))
      calls += 1
      return calls === 1
        ? jsonResponse(signedLesson(1))
        : jsonResponse({ error: 'Buy this course to unlock this lesson.' }, 403)
    })
    renderPlayer(21)
    const video = await screen.findByLabelText('Video: Your first component')
    fireEvent.error(video)
    expect(await screen.findByRole('heading', { name: 'This lesson is locked' })).toBeVisible()
    expect(screen.queryByLabelText('Video: Your first component')).not.toBeInTheDocument()
  })

  it('shows a reading as text', async () => {
    routeFetch((_method, url) =>
      url === '/api/learn/courses/7'
        ? jsonResponse(makeLearnCourse('enrolled'))
        : jsonResponse(
            makeLessonPlayer({
              id: 12,
              type: 'document',
              title: 'How the course works',
              video: null,
              documentText: 'First paragraph.\n\nSecond paragraph.',
            }),
          ),
    )
    renderPlayer(12)
    const reading = await screen.findByRole('article', { name: 'How the course works' })
    expect(within(reading).getByText('First paragraph.')).toBeInTheDocument()
    expect(within(reading).getByText('Second paragraph.')).toBeInTheDocument()
  })

  it('asks a visitor to buy the course for a locked lesson, without asking for its content', async () => {
    const fetchMock = routeFetch(() => jsonResponse(makeLearnCourse('preview')))
    renderPlayer(21)

    expect(await screen.findByRole('heading', { name: 'This lesson is locked' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeEnabled()
    expect(screen.getByRole('link', { name: /View the course/ })).toHaveAttribute(
      'href',
      '/course-single-v1/7',
    )
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument()
    expect(within(list()).getAllByRole('img', { name: 'Locked' })).toHaveLength(3)
    expect(requested(fetchMock)).toEqual(['/api/learn/courses/7'])
  })

  it('plays a Preview lesson for a visitor, with a note to buy the rest', async () => {
    routeFetch((_method, url) =>
      url === '/api/learn/courses/7'
        ? jsonResponse(makeLearnCourse('preview'))
        : jsonResponse(makeLessonPlayer({ access: 'preview' })),
    )
    renderPlayer(11)
    expect(await screen.findByLabelText('Video: Welcome to the course')).toBeInTheDocument()
    expect(
      screen.getByText(/This is a free preview of Modern React From Scratch/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Buy the course' })).toHaveAttribute(
      'href',
      '/course-single-v1/7',
    )
  })

  it("shows the server's 403 as the buy prompt", async () => {
    routeFetch((_method, url) =>
      url === '/api/learn/courses/7'
        ? jsonResponse(makeLearnCourse('enrolled'))
        : jsonResponse({ error: 'Buy this course to unlock this lesson.' }, 403),
    )
    renderPlayer(13)
    expect(await screen.findByRole('heading', { name: 'This lesson is locked' })).toBeVisible()
    expect(screen.getByText(/^Buy this course to unlock this lesson\./)).toBeInTheDocument()
  })

  it('links a completed course to its certificate', async () => {
    routeFetch((_method, url) =>
      url === '/api/learn/courses/7'
        ? jsonResponse(
            makeLearnCourse('enrolled', [11, 12, 13, 21, 22], {
              certificateId: 'c0ffee00-0000-4000-8000-000000000000',
            }),
          )
        : jsonResponse(makeLessonPlayer({ isCompleted: true })),
    )
    renderPlayer(11)
    const links = await screen.findAllByRole('link', { name: 'View your certificate' })
    for (const link of links)
      expect(link).toHaveAttribute('href', '/certificate/c0ffee00-0000-4000-8000-000000000000')
  })
})
