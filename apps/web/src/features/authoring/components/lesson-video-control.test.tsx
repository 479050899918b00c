import type { LessonVideo } from '@app/domain/authoring'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { routeFetch } from '../../../testing/order-fixtures'
import { LessonVideoControl, LessonVideosContext } from './lesson-video-control'

afterEach(() => {
  vi.unstubAllGlobals()
})

const VIDEO_URL = '/api/me/courses/61/lessons/7/video'

function renderControl(courseId: number | null, videos: LessonVideo[] = []) {
  return renderWithApp(
    <LessonVideosContext.Provider value={{ courseId, videos }}>
      <LessonVideoControl lessonId={7} />
    </LessonVideosContext.Provider>,
  )
}

const webm = () =>
  new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'intro.webm', { type: 'video/webm' })

describe('LessonVideoControl', () => {
  it('sends the file as FormData to the lesson’s video URL and shows it uploaded', async () => {
    const fetchMock = routeFetch((method, url) => {
      if (method === 'POST' && url === VIDEO_URL) {
        return jsonResponse({ lessonId: 7, source: 'upload', url: '/api/files/abc' })
      }
      return jsonResponse({ error: 'Not found' }, 404)
    })
    const user = userEvent.setup()
    renderControl(61, [{ lessonId: 7, source: 'sample', url: '/api/media/lesson-intro.webm' }])
    expect(screen.getByText('Sample video')).toBeInTheDocument()
    const file = webm()
    await user.upload(screen.getByLabelText('Upload video'), file)
    expect(await screen.findByText('Uploaded video')).toBeInTheDocument()
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe(VIDEO_URL)
    const body = post[1]?.body
    expect(body).toBeInstanceOf(FormData)
    expect((body as FormData).get('file')).toBe(file)
    expect(screen.getByRole('button', { name: 'Remove uploaded video' })).toBeInTheDocument()
  })

  it('shows the server’s error next to the control', async () => {
    routeFetch(() => jsonResponse({ error: 'The video must be a WebM or MP4 file' }, 415))
    const user = userEvent.setup()
    renderControl(61)
    expect(screen.getByText('No video yet')).toBeInTheDocument()
    await user.upload(screen.getByLabelText('Upload video'), webm())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The video must be a WebM or MP4 file',
    )
  })

  it('removes an uploaded video with DELETE, back to the sample', async () => {
    const fetchMock = routeFetch((method, url) =>
      method === 'DELETE' && url === VIDEO_URL
        ? jsonResponse({ lessonId: 7, source: 'sample', url: '/api/media/lesson-intro.webm' })
        : jsonResponse({ error: 'Not found' }, 404),
    )
    const user = userEvent.setup()
    renderControl(61, [{ lessonId: 7, source: 'upload', url: '/api/files/abc' }])
    await user.click(screen.getByRole('button', { name: 'Remove uploaded video' }))
    expect(await screen.findByText('Sample video')).toBeInTheDocument()
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    )
  })

  it('refuses another file type in the browser, sending nothing', async () => {
    const fetchMock = routeFetch(() => jsonResponse({}))
    const user = userEvent.setup({ applyAccept: false })
    renderControl(61)
    await user.upload(
      screen.getByLabelText('Upload video'),
      new File(['x'], 'cover.png', { type: 'image/png' }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('The video must be a WebM or MP4 file')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says when videos can be uploaded for a new course or an unsaved lesson', () => {
    renderControl(null)
    expect(screen.getByText(/Videos can be uploaded after Create Course/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Upload video')).not.toBeInTheDocument()
  })

  it('asks to save a lesson added while editing first', () => {
    renderWithApp(
      <LessonVideosContext.Provider value={{ courseId: 61, videos: [] }}>
        <LessonVideoControl lessonId={undefined} />
      </LessonVideosContext.Provider>,
    )
    expect(screen.getByText(/Save Changes first/)).toBeInTheDocument()
  })
})
