import type { CourseDraftData } from '@app/domain/authoring'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { CourseForm } from './course-form'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const COVER_ID = '4b1c1f5e-3f57-4a38-9b43-7f1b5a0e2c11'
const PROMO_ID = '9d2e7c3a-1b4f-4c6d-8e5a-2f3b4c5d6e7f'

/** The API of the form: a draft (or none), and everything else answered OK. */
function api(draft: CourseDraftData | null = null) {
  const calls: { method: string; url: string; body: unknown }[] = []
  const fetchMock = routeFetch((method, url, body) => {
    calls.push({ method, url, body })
    if (url.startsWith('/api/me/course-draft') && method === 'GET') {
      return jsonResponse({
        draft: draft && { courseId: null, data: draft, updatedAt: '2026-03-01T10:00:00.000Z' },
      })
    }
    if (url === '/api/me/course-draft' && method === 'PUT') {
      return jsonResponse({ draft: { ...(body as object), updatedAt: new Date().toISOString() } })
    }
    if (url === '/api/me/course-draft/cover' && method === 'POST') {
      return jsonResponse({ fileId: COVER_ID, url: `/api/files/${COVER_ID}` })
    }
    if (url === '/api/me/courses' && method === 'POST') {
      return jsonResponse({ id: 61, state: 'pending', title: 'Quantum Basics' }, 201)
    }
    return jsonResponse({ error: 'Not found' }, 404)
  })
  return { fetchMock, calls }
}

const renderForm = () =>
  renderWithApp(<CourseForm courseId={null} />, {
    path: '/instructor-add-course',
    routes: [{ path: '/instructor-my-courses', element: <p>My courses page</p> }],
  })

describe('CourseForm', () => {
  it('opens on Basic Info and walks the four tabs in order with Next and Previous', async () => {
    api()
    const user = userEvent.setup()
    renderForm()
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Basic Info',
      'Media',
      'Curriculum',
      'Additional information',
    ])
    expect(screen.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true')

    await user.type(screen.getByLabelText(/Course Title/), 'Quantum Basics')
    await user.selectOptions(screen.getByLabelText(/Courses category/), 'Data Science')
    await user.selectOptions(screen.getByLabelText(/Courses level/), 'Beginner')
    await user.type(
      screen.getByLabelText(/Course Description/),
      'Qubits, gates and a first circuit you can run yourself.',
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText(/Select Video Sources/)).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText(/Course Title/)).toHaveValue('Quantum Basics')
  })

  it('shows the messages next to the fields and stays on the tab when Next finds a problem', async () => {
    api()
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(screen.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true')
    const title = screen.getByLabelText(/Course Title/)
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('Course Title is required')
    expect(screen.getByText('Choose a category')).toBeInTheDocument()
    expect(screen.getByText('Choose a level')).toBeInTheDocument()
    await user.type(title, 'Abc')
    expect(await screen.findByText('Give the course a longer title')).toBeInTheDocument()
  })

  it('restores the draft as it was left, on its tab', async () => {
    api({
      title: 'Half-finished course',
      category: 'Cybersecurity',
      sections: [
        {
          title: 'Threat models',
          lessons: [
            { title: 'Assets', type: 'video', durationMinutes: 9, isPreview: true },
            { title: 'Attackers', type: 'quiz', durationMinutes: 5 },
          ],
        },
      ],
      step: 'Curriculum',
    })
    renderForm()
    expect(await screen.findByText('Your draft was restored as you left it.')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Curriculum' })).toHaveAttribute('aria-selected', 'true')
    const lessons = screen.getByRole('list', { name: 'Lessons of Threat models' })
    const rows = within(lessons).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Assets'),
      expect.stringContaining('Attackers'),
    ])
    expect(rows[0]).toHaveTextContent('Video')
    expect(rows[0]).toHaveTextContent('Preview')
    expect(rows[1]).toHaveTextContent('Quiz')
    await userEvent.click(screen.getByRole('tab', { name: 'Basic Info' }))
    expect(screen.getByLabelText(/Course Title/)).toHaveValue('Half-finished course')
    expect(screen.getByLabelText(/Courses category/)).toHaveValue('Cybersecurity')
  })

  it('autosaves the draft while typing', async () => {
    const { fetchMock, calls } = api()
    const user = userEvent.setup()
    renderForm()
    await user.type(await screen.findByLabelText(/Course Title/), 'Saved as I go')
    await waitFor(() => expect(requested(fetchMock, 'PUT')).toContain('/api/me/course-draft'), {
      timeout: 3000,
    })
    const last = calls.filter((c) => c.method === 'PUT').at(-1)!
    expect(last.body).toMatchObject({
      courseId: null,
      data: { title: 'Saved as I go', step: 'Basic Info' },
    })
    expect(await screen.findByText(/Draft saved at/)).toBeInTheDocument()
  })

  it('edits the curriculum: adds, reorders and removes sections and lessons', async () => {
    api()
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('tab', { name: 'Curriculum' }))
    await user.type(screen.getByLabelText('Lesson title'), 'Welcome')
    await user.click(screen.getByRole('button', { name: 'Add Article' }))
    const titles = screen.getAllByLabelText('Lesson title')
    await user.type(titles[1]!, 'Reading list')
    await user.click(screen.getByRole('button', { name: 'Move lesson Reading list up' }))
    const lessons = screen.getByRole('list', { name: 'Lessons of Section 1' })
    expect(within(lessons).getAllByRole('listitem')[0]).toHaveTextContent('Reading list')

    await user.click(screen.getByRole('button', { name: 'Add Section' }))
    expect(screen.getByRole('heading', { name: '2 Section 2' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Move section Section 2 up' }))
    const sections = screen.getByRole('list', { name: 'Sections' })
    expect(within(sections).getAllByRole('heading')[0]).toHaveTextContent('Section 2')
    await user.click(screen.getByRole('button', { name: 'Remove section Section 2' }))
    expect(screen.queryByRole('heading', { name: /Section 2/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove lesson Welcome' }))
    expect(within(lessons).getAllByRole('listitem')).toHaveLength(1)
  })

  it('Create Course opens the tab of the first problem, then sends the course', async () => {
    const { calls } = api({
      title: 'Quantum Basics',
      category: 'Data Science',
      level: 'Beginner',
      description: 'Qubits, gates and a first circuit you can run yourself.',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      sections: [
        { title: 'Start', lessons: [{ title: 'Hello', type: 'video', durationMinutes: 7 }] },
      ],
      tags: [],
      step: 'Additional information',
    })
    const user = userEvent.setup()
    const { router } = renderForm()
    const create = await screen.findByRole('button', { name: 'Create Course' })
    await user.click(create)
    expect(await screen.findByText('Add at least one tag')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Tags/), 'quantum, physics')
    await user.clear(screen.getByLabelText(/Price/))
    await user.type(screen.getByLabelText(/Price/), '49')
    await user.click(screen.getByRole('button', { name: 'Create Course' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor-my-courses'))
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toMatchObject({
      title: 'Quantum Basics',
      tags: ['quantum', 'physics'],
      priceCents: 4900,
      languages: ['English'],
      sections: [{ title: 'Start', lessons: [{ title: 'Hello', durationMinutes: 7 }] }],
    })
    await act(async () => {})
  })

  it('Create Course on a problem in another tab switches to it', async () => {
    api({ title: '', step: 'Additional information' })
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('button', { name: 'Create Course' }))
    expect(await screen.findByText('Course Title is required')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true')
  })

  it('uploads the cover when it is chosen and keeps it with the draft', async () => {
    const { calls } = api()
    const user = userEvent.setup()
    renderForm()
    await user.click(await screen.findByRole('tab', { name: 'Media' }))
    const png = new File([new Uint8Array(64)], 'cover.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Course cover'), png)
    expect(await screen.findByRole('img', { name: 'Course cover preview' })).toHaveAttribute(
      'src',
      `/api/files/${COVER_ID}`,
    )
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/me/course-draft/cover')).toBe(
      true,
    )
    await waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
          data: { cover: { id: COVER_ID, url: `/api/files/${COVER_ID}` }, step: 'Media' },
        }),
      { timeout: 3000 },
    )
  })

  it('restores the uploaded cover and promo video with the draft, and sends them with the course', async () => {
    const { calls } = api({
      title: 'Quantum Basics',
      subtitle: 'Qubits without the fear',
      category: 'Data Science',
      level: 'Beginner',
      description: 'Qubits, gates and a first circuit you can run yourself.',
      learnPoints: ['Write a circuit', '', 'Run it'],
      videoUrl: '',
      cover: { id: COVER_ID, url: `/api/files/${COVER_ID}` },
      promoVideo: { id: PROMO_ID, url: `/api/files/${PROMO_ID}` },
      sections: [
        { title: 'Start', lessons: [{ title: 'Hello', type: 'video', durationMinutes: 7 }] },
      ],
      tags: ['quantum'],
      step: 'Media',
    })
    const user = userEvent.setup()
    const { router } = renderForm()
    expect(await screen.findByText('Your draft was restored as you left it.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Course cover preview' })).toHaveAttribute(
      'src',
      `/api/files/${COVER_ID}`,
    )
    expect(screen.getByLabelText('Promo video preview')).toHaveAttribute(
      'src',
      `/api/files/${PROMO_ID}`,
    )
    await user.click(screen.getByRole('tab', { name: 'Additional information' }))
    await user.click(screen.getByRole('button', { name: 'Create Course' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor-my-courses'))
    expect(
      calls.find((c) => c.method === 'POST' && c.url === '/api/me/courses')!.body,
    ).toMatchObject({
      subtitle: 'Qubits without the fear',
      learnPoints: ['Write a circuit', 'Run it'],
      videoUrl: '',
      coverFileId: COVER_ID,
      promoFileId: PROMO_ID,
    })
    await act(async () => {})
  })
})
