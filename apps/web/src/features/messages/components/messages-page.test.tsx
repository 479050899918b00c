import type { Message, ThreadListItem, ThreadView } from '@app/domain/messages'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { requested, routeFetch } from '../../../testing/order-fixtures'
import { MessagesPage, type MessagesArea } from './messages-page'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const AT = '2026-12-01T14:05:00.000Z'
const mentor = { side: 'mentor' as const, instructorId: 7, name: 'Maya Mentor' }

const line = (overrides: Partial<ThreadListItem> = {}): ThreadListItem => ({
  id: 5,
  mySide: 'student',
  other: mentor,
  lastMessage: { preview: 'See https://react.dev/learn', mine: false, createdAt: AT },
  lastMessageAt: AT,
  unreadCount: 2,
  ...overrides,
})

const message = (overrides: Partial<Message> = {}): Message => ({
  id: 1,
  side: 'student',
  body: 'Hello Maya,\ncan you help?',
  createdAt: AT,
  mine: true,
  ...overrides,
})

const thread = (messages: Message[] = [message()]): ThreadView => ({
  id: 5,
  mySide: 'student',
  other: mentor,
  messages,
  hasEarlier: false,
})

const answer = message({
  id: 2,
  side: 'mentor',
  body: 'Of course! See https://react.dev/learn. <b>Bold?</b>',
  mine: false,
})

/** The API as the page meets it: the list, one thread, and what is posted. */
function api(
  options: {
    items?: ThreadListItem[]
    view?: () => ThreadView
    post?: (url: string, body: unknown) => Response
  } = {},
) {
  const { items = [line()], view = () => thread([message(), answer]) } = options
  return routeFetch((method, url, body) => {
    if (method === 'POST') return options.post?.(url, body) ?? jsonResponse({ error: 'No' }, 500)
    if (url === '/api/messages/threads') return jsonResponse({ items })
    if (url === '/api/messages/threads/5') return jsonResponse(view())
    if (url === '/api/messages/unread') return jsonResponse({ count: 0 })
    return jsonResponse({ error: `Not found: ${url}` }, 404)
  })
}

function renderPage(search = '', area: MessagesArea = 'student') {
  const path = area === 'student' ? '/student-messages' : '/instructor-messages'
  return renderWithApp(<MessagesPage area={area} />, {
    path,
    initialEntries: [`${path}${search}`],
  })
}

describe('MessagesPage', () => {
  it('lists the conversations with their unread counts and shows the one the address names', async () => {
    const fetchMock = api()
    renderPage('?thread=5')

    const list = await screen.findByRole('navigation', { name: 'Conversations' })
    const link = within(list).getByRole('link', { name: /Maya Mentor/ })
    expect(link).toHaveAttribute('href', '/student-messages?thread=5')
    expect(link).toHaveAttribute('aria-current', 'page')
    expect(link).toHaveTextContent('See https://react.dev/learn')
    expect(link).toHaveTextContent('2 unread')

    const log = await screen.findByRole('log', { name: 'Messages with Maya Mentor' })
    const items = within(log).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('You wrote: Hello Maya, can you help?')
    expect(items[1]).toHaveTextContent('Maya Mentor wrote: Of course!')
    // Line breaks stay; markup is text; a written address is a plain link, nothing more.
    expect(within(items[0]!).getByText(/Hello Maya,/).textContent).toBe(
      'Hello Maya,\ncan you help?',
    )
    expect(items[1]!.querySelector('b')).toBeNull()
    expect(items[1]).toHaveTextContent('<b>Bold?</b>')
    const address = within(items[1]!).getByRole('link', { name: 'https://react.dev/learn' })
    expect(address).toHaveAttribute('href', 'https://react.dev/learn')
    expect(address).toHaveAttribute('target', '_blank')
    expect(address).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
    expect(within(log).queryAllByRole('img')).toEqual([])

    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/instructor-single/7',
    )
    expect(requested(fetchMock)).toContain('/api/messages/threads/5')
  })

  it('sends with Ctrl+Enter, shows the message at once and empties the box', async () => {
    const sent = message({ id: 3, body: 'Thanks a lot!', createdAt: AT })
    const fetchMock = api({ post: () => jsonResponse(sent, 201) })
    const user = userEvent.setup()
    renderPage('?thread=5')

    const box = await screen.findByRole('textbox', { name: 'Message to Maya Mentor' })
    await user.type(box, '  Thanks a lot!  ')
    await user.keyboard('{Control>}{Enter}{/Control}')

    const log = screen.getByRole('log', { name: 'Messages with Maya Mentor' })
    expect(await within(log).findByText('Thanks a lot!')).toBeInTheDocument()
    expect(box).toHaveValue('')
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([url, init]) => [String(url), init?.body])).toEqual([
      ['/api/messages/threads/5/messages', JSON.stringify({ body: 'Thanks a lot!' })],
    ])
  })

  it('shows earlier messages page by page above the latest, keeping them through a refresh', async () => {
    // The latest page holds messages 11-12; 1-10 come in two earlier pages of the server's.
    const numbered = (n: number) =>
      message({
        id: n,
        body: `Message ${n}`,
        createdAt: new Date(Date.parse(AT) + n * 60_000).toISOString(),
      })
    let latest = [numbered(11), numbered(12)]
    const fetchMock = routeFetch((_method, url) => {
      if (url === '/api/messages/threads') return jsonResponse({ items: [line()] })
      if (url === '/api/messages/unread') return jsonResponse({ count: 0 })
      if (url === '/api/messages/threads/5')
        return jsonResponse({ ...thread(latest), hasEarlier: true })
      if (url === '/api/messages/threads/5?before=11')
        return jsonResponse({ ...thread([6, 7, 8, 9, 10].map(numbered)), hasEarlier: true })
      if (url === '/api/messages/threads/5?before=6')
        return jsonResponse({ ...thread([1, 2, 3, 4, 5].map(numbered)), hasEarlier: false })
      return jsonResponse({ error: `Not found: ${url}` }, 404)
    })
    const user = userEvent.setup()
    const view = renderPage('?thread=5')
    const log = await screen.findByRole('log', { name: 'Messages with Maya Mentor' })
    const shown = () =>
      within(log)
        .getAllByText(/^Message \d+$/)
        .map((p) => p.textContent)
    expect(await within(log).findByText('Message 12')).toBeInTheDocument()

    await user.click(within(log).getByRole('button', { name: 'Show earlier messages' }))
    expect(await within(log).findByText('Message 6')).toBeInTheDocument()
    await user.click(within(log).getByRole('button', { name: 'Show earlier messages' }))
    expect(await within(log).findByText('Message 1')).toBeInTheDocument()
    expect(within(log).queryByRole('button', { name: 'Show earlier messages' })).toBeNull()
    expect(shown()).toEqual(Array.from({ length: 12 }, (_, i) => `Message ${i + 1}`))

    // Two new messages move the latest page on: message 11 leaves it, but not the screen.
    latest = [numbered(13), numbered(14)]
    await view.queryClient.refetchQueries({ queryKey: ['messages', 'thread', 5] })
    expect(await within(log).findByText('Message 14')).toBeInTheDocument()
    expect(shown()).toEqual(Array.from({ length: 14 }, (_, i) => `Message ${i + 1}`))
    expect(requested(fetchMock)).toContain('/api/messages/threads/5?before=6')
  })

  it('refuses an empty message in the schema’s words and sends nothing', async () => {
    const fetchMock = api()
    const user = userEvent.setup()
    renderPage('?thread=5')
    const box = await screen.findByRole('textbox', { name: 'Message to Maya Mentor' })
    await user.type(box, '   ')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Message is required')).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(requested(fetchMock, 'POST')).toEqual([])
  })

  it('shows the server’s refusal beside the box and keeps what was written', async () => {
    api({
      post: () =>
        jsonResponse(
          {
            error: 'You have sent too many messages in a minute. Please try again in 42 seconds.',
          },
          429,
        ),
    })
    const user = userEvent.setup()
    renderPage('?thread=5')
    const box = await screen.findByRole('textbox', { name: 'Message to Maya Mentor' })
    await user.type(box, 'One more')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many messages in a minute/)
    expect(box).toHaveValue('One more')
  })

  it('looks for new messages every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let messages = [message()]
    api({ view: () => thread(messages) })
    renderPage('?thread=5')
    const log = await screen.findByRole('log', { name: 'Messages with Maya Mentor' })
    expect(within(log).getAllByRole('listitem')).toHaveLength(1)

    messages = [message(), answer]
    await act(() => vi.advanceTimersByTimeAsync(15_000))
    expect(await within(log).findByText(/Of course!/)).toBeInTheDocument()
  })

  it('opens the conversation with the mentor the address names, then shows it by its own address', async () => {
    const fetchMock = api({
      post: () => jsonResponse({ id: 5, mySide: 'student', other: mentor }, 201),
    })
    const { router } = renderPage('?mentor=7')
    expect(await screen.findByRole('log', { name: 'Messages with Maya Mentor' })).toBeVisible()
    expect(router.state.location.search).toBe('?thread=5')
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([url, init]) => [String(url), init?.body])).toEqual([
      ['/api/me/messages/threads', JSON.stringify({ instructorId: 7 })],
    ])
  })

  it('lets a mentor open the conversation with a student by their account id', async () => {
    const studentId = '6f1c1a4e-8d2b-4c47-9a51-0b6f3d2e8a10'
    const student = { side: 'student' as const, userId: studentId, name: 'Sam Student' }
    const fetchMock = api({
      items: [],
      view: () => ({ ...thread([]), mySide: 'mentor', other: student }),
      post: () => jsonResponse({ id: 5, mySide: 'mentor', other: student }, 201),
    })
    renderPage(`?student=${studentId}`, 'instructor')
    expect(
      await screen.findByText(
        'Say hello to Sam Student: your first message starts the conversation.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'View profile' })).toBeNull()
    expect(requested(fetchMock, 'POST')).toEqual(['/api/instructor/messages/threads'])
  })

  it('says why a conversation cannot be opened, with the way back', async () => {
    api({
      post: () => jsonResponse({ error: 'This mentor does not take messages yet' }, 404),
    })
    renderPage('?mentor=4242')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This mentor does not take messages yet',
    )
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute(
      'href',
      '/student-messages',
    )
  })

  it('tells a student with no conversation how one starts, with the way to the mentors', async () => {
    api({ items: [] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Write to a mentor' })).toBeInTheDocument()
    expect(
      screen.getByText(/A conversation starts on a mentor’s profile: press Message/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find a mentor' })).toHaveAttribute(
      'href',
      '/instructor-list',
    )
    // Nothing to choose: the page does not ask to choose.
    expect(screen.queryByText('Choose a conversation to read it and answer.')).toBeNull()
  })

  it('tells a mentor with no conversation that students’ messages show here', async () => {
    api({ items: [] })
    renderPage('', 'instructor')
    expect(
      await screen.findByRole('heading', { name: 'Your students’ messages show here' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/press Message on their booking/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Your bookings' })).toHaveAttribute(
      'href',
      '/instructor-sessions',
    )
    expect(screen.queryByRole('link', { name: 'Find a mentor' })).toBeNull()
    expect(screen.queryByText('Choose a conversation to read it and answer.')).toBeNull()
  })

  it('asks to choose a conversation when there are some and none is open', async () => {
    api()
    renderPage()
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument()
    expect(screen.getByText('Choose a conversation to read it and answer.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Write to a mentor' })).toBeNull()
  })

  it('lists a new conversation without messages as the open one, not as no messages', async () => {
    api({ items: [], view: () => thread([]) })
    renderPage('?thread=5')
    expect(
      await screen.findByText(
        'Say hello to Maya Mentor: your first message starts the conversation.',
      ),
    ).toBeInTheDocument()
    const list = await screen.findByRole('navigation', { name: 'Conversations' })
    const link = within(list).getByRole('link', { name: /Maya Mentor/ })
    expect(link).toHaveAttribute('aria-current', 'page')
    expect(link).toHaveTextContent('New conversation')
    expect(screen.queryByRole('heading', { name: 'No messages yet' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Write to a mentor' })).toBeNull()
  })

  it('puts the open conversation first until the server lists it, then lists it once', async () => {
    const other = line({
      id: 9,
      other: { side: 'mentor', instructorId: 8, name: 'Lee Mentor' },
      unreadCount: 0,
    })
    const first = { preview: 'Hello there', mine: true, createdAt: AT }
    // The server lists a conversation from its first message on.
    let items = [other]
    const fetchMock = routeFetch((method, url, body) => {
      if (method === 'POST') {
        items = [line({ unreadCount: 0, lastMessage: first }), other]
        return jsonResponse(message({ id: 3, body: (body as { body: string }).body }), 201)
      }
      if (url === '/api/messages/threads') return jsonResponse({ items })
      if (url === '/api/messages/threads/5') return jsonResponse(thread([]))
      if (url === '/api/messages/unread') return jsonResponse({ count: 0 })
      return jsonResponse({ error: `Not found: ${url}` }, 404)
    })
    const user = userEvent.setup()
    renderPage('?thread=5')
    const list = await screen.findByRole('navigation', { name: 'Conversations' })
    await within(list).findByText('New conversation')
    const names = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.querySelector('.thread-line__name')?.textContent)
    expect(names()).toEqual(['Maya Mentor', 'Lee Mentor'])

    await user.type(screen.getByRole('textbox', { name: 'Message to Maya Mentor' }), 'Hello there')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    // The list is asked for again after the message is sent, and now holds the conversation.
    const calls = () =>
      fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    await waitFor(() => {
      const sent = calls().indexOf('POST /api/messages/threads/5/messages')
      expect(sent).toBeGreaterThanOrEqual(0)
      expect(calls().slice(sent + 1)).toContain('GET /api/messages/threads')
    })
    await waitFor(() => expect(within(list).queryByText('New conversation')).toBeNull())
    expect(names()).toEqual(['Maya Mentor', 'Lee Mentor'])
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page')
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('You: Hello there')
  })
})
