import { PASSWORD_MESSAGES } from '@app/domain/auth'
import { emptySocialLinks, type Profile } from '@app/domain/profile'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { SettingsPanel } from './settings-panel'

const profile: Profile = {
  firstName: 'Sam',
  lastName: 'Student',
  username: 'sam.s',
  phone: '',
  occupation: 'Designer',
  bio: 'Learning every day.',
  social: { ...emptySocialLinks, github: 'https://github.com/sam' },
  email: 'sam@example.test',
  displayName: 'Sam Student',
  avatarUrl: null,
}

interface Call {
  method: string
  url: string
  body: unknown
}

/** fetch answered per call; every call is recorded with its parsed JSON (or FormData) body. */
function serve(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const raw = init?.body
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw
      const call = { method: init?.method ?? 'GET', url: String(input), body }
      calls.push(call)
      return answer(call)
    }),
  )
  return calls
}

/** The first bytes of a PNG of the given size: all the client reads. */
function pngFile(width: number, height: number, name = 'me.png'): File {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  bytes.set([0x49, 0x48, 0x44, 0x52], 12)
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return new File([bytes], name, { type: 'image/png' })
}

const onSignOut = vi.fn()
const renderSettings = (entry = '/student-setting') =>
  renderWithApp(<SettingsPanel onSignOut={onSignOut} />, {
    path: '/student-setting',
    initialEntries: [entry],
  })

beforeEach(() => {
  onSignOut.mockReset()
  URL.createObjectURL = vi.fn(() => 'blob:avatar-preview')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => vi.unstubAllGlobals())

describe('SettingsPanel: Profile', () => {
  it('shows the saved profile and saves changes with the social links kept', async () => {
    const calls = serve(({ method, body }) =>
      method === 'PUT'
        ? jsonResponse({ ...profile, ...(body as object), displayName: 'Sam Student' })
        : jsonResponse(profile),
    )
    const user = userEvent.setup()
    renderSettings()
    const occupation = await screen.findByLabelText('Skill/Occupation')
    expect(occupation).toHaveValue('Designer')
    expect(screen.getByLabelText('User Name')).toHaveValue('sam.s')
    expect(screen.getByText('PNG or JPG no bigger than 800px wide and tall')).toBeInTheDocument()

    await user.clear(occupation)
    await user.type(occupation, 'Product designer')
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))

    expect(await screen.findByText('Profile saved')).toBeInTheDocument()
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.url).toBe('/api/me/profile')
    expect(put.body).toEqual({
      firstName: 'Sam',
      lastName: 'Student',
      username: 'sam.s',
      phone: '',
      occupation: 'Product designer',
      bio: 'Learning every day.',
      social: profile.social,
    })
  })

  it('shows the rule next to the field and sends nothing when a field is wrong', async () => {
    const calls = serve(() => jsonResponse(profile))
    const user = userEvent.setup()
    renderSettings()
    const first = await screen.findByLabelText(/First Name/)
    await user.clear(first)
    await user.type(screen.getByLabelText('Phone Number'), 'call me')
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument()
    expect(first).toHaveAttribute('aria-invalid', 'true')
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([])
  })

  it('puts a taken user name message on the user name field', async () => {
    serve(({ method }) =>
      method === 'PUT'
        ? jsonResponse({ error: 'This user name is already taken' }, 409)
        : jsonResponse(profile),
    )
    const user = userEvent.setup()
    renderSettings()
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }))
    const field = screen.getByLabelText('User Name')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByText('This user name is already taken')).toBeInTheDocument()
  })
})

describe('SettingsPanel: avatar', () => {
  it('refuses an image too large to scale down with the hint and uploads nothing', async () => {
    const calls = serve(() => jsonResponse(profile))
    const user = userEvent.setup()
    renderSettings()
    await user.upload(await screen.findByLabelText('Choose an avatar image'), pngFile(12000, 600))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is wider or taller than 10000px: PNG or JPG no bigger than 800px wide and tall',
    )
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))
    expect(await screen.findByText('Profile saved')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  it('Update Profile sends the picked avatar with the profile, a 2000 x 1500 photo too', async () => {
    const calls = serve(({ method, url, body }) => {
      if (method === 'POST' && url === '/api/me/avatar')
        return jsonResponse({ avatarUrl: '/api/files/abc' })
      if (method === 'PUT') return jsonResponse({ ...profile, ...(body as object) })
      return jsonResponse(profile)
    })
    const user = userEvent.setup()
    renderSettings()
    await user.upload(
      await screen.findByLabelText('Choose an avatar image'),
      pngFile(2000, 1500, 'phone.png'),
    )
    expect(await screen.findByText('Preview of your new avatar')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save Avatar' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))
    expect(await screen.findByText('Profile saved')).toBeInTheDocument()

    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/me/profile',
      'POST /api/me/avatar',
    ])
    const upload = calls.find((c) => c.method === 'POST')!
    expect(upload.body).toBeInstanceOf(FormData)
    expect(((upload.body as FormData).get('avatar') as File).name).toBe('phone.png')
    expect(screen.getByText('Your avatar')).toBeInTheDocument()

    // Saved once: the next Update Profile sends the details only.
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2))
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('keeps the picked avatar and says so when its upload is refused', async () => {
    serve(({ method, url, body }) => {
      if (method === 'POST' && url === '/api/me/avatar')
        return jsonResponse({ error: 'This image could not be read.' }, 400)
      if (method === 'PUT') return jsonResponse({ ...profile, ...(body as object) })
      return jsonResponse(profile)
    })
    const user = userEvent.setup()
    renderSettings()
    await user.upload(await screen.findByLabelText('Choose an avatar image'), pngFile(640, 640))
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Profile saved, but not the avatar: This image could not be read.',
    )
    expect(screen.getByText('Preview of your new avatar')).toBeInTheDocument()
  })

  it('drops a picked avatar on Cancel and removes the saved one', async () => {
    const calls = serve(({ method }) => {
      if (method === 'DELETE') return jsonResponse({ avatarUrl: null })
      return jsonResponse({ ...profile, avatarUrl: '/api/files/abc' })
    })
    const user = userEvent.setup()
    renderSettings()
    await user.upload(await screen.findByLabelText('Choose an avatar image'), pngFile(640, 640))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Your avatar')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Avatar removed')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/me/avatar')).toBe(true)
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  })
})

describe('SettingsPanel: Password', () => {
  it('opens from ?tab=password and checks that the new passwords match', async () => {
    const calls = serve(() => jsonResponse(profile))
    const user = userEvent.setup()
    renderSettings('/student-setting?tab=password')
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true')
    await user.type(screen.getByLabelText(/Current Password/), 'Old#Password1')
    await user.type(screen.getByLabelText(/^New Password/), 'New#Password2 is long')
    await user.type(screen.getByLabelText(/Re-type New Password/), 'Different#3')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  it('shows a wrong current password next to that field', async () => {
    serve(({ method }) =>
      method === 'POST'
        ? jsonResponse({ error: 'Your current password is not correct' }, 400)
        : jsonResponse(profile),
    )
    const user = userEvent.setup()
    renderSettings('/student-setting?tab=password')
    await user.type(screen.getByLabelText(/Current Password/), 'wrong-one')
    await user.type(screen.getByLabelText(/^New Password/), 'New#Password2 is long')
    await user.type(screen.getByLabelText(/Re-type New Password/), 'New#Password2 is long')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument()
    expect(screen.getByLabelText(/Current Password/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows the server refusing a common password next to the new password, with the rule as hint', async () => {
    serve(({ method }) =>
      method === 'POST'
        ? jsonResponse({ error: PASSWORD_MESSAGES.tooCommon, field: 'password' }, 400)
        : jsonResponse(profile),
    )
    const user = userEvent.setup()
    renderSettings('/student-setting?tab=password')
    const fresh = screen.getByLabelText(/^New Password/)
    expect(fresh).toHaveAccessibleDescription(/At least 15 characters/)
    await user.type(screen.getByLabelText(/Current Password/), 'the-current-one')
    await user.type(fresh, 'passwordpassword')
    await user.type(screen.getByLabelText(/Re-type New Password/), 'passwordpassword')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByText(PASSWORD_MESSAGES.tooCommon)).toBeInTheDocument()
    expect(fresh).toHaveAttribute('aria-invalid', 'true')
  })

  it('changes the password and keeps this browser signed in with the fresh token', async () => {
    localStorage.setItem('token', 'old-token')
    const calls = serve(({ method }) =>
      method === 'POST'
        ? jsonResponse({ message: 'Your password has been changed', token: 'fresh-token' })
        : jsonResponse(profile),
    )
    const user = userEvent.setup()
    renderSettings('/student-setting?tab=password')
    await user.type(screen.getByLabelText(/Current Password/), 'Old#Password1')
    await user.type(screen.getByLabelText(/^New Password/), 'New#Password2 is long')
    await user.type(screen.getByLabelText(/Re-type New Password/), 'New#Password2 is long')
    await user.click(screen.getByRole('button', { name: 'Update Password' }))
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument()
    expect(localStorage.getItem('token')).toBe('fresh-token')
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/me/password',
      body: {
        currentPassword: 'Old#Password1',
        newPassword: 'New#Password2 is long',
        retypePassword: 'New#Password2 is long',
      },
    })
    expect(screen.getByLabelText(/Current Password/)).toHaveValue('')
  })
})

describe('SettingsPanel: sign out of all devices', () => {
  it('ends every session on the server, then signs this browser out', async () => {
    const calls = serve(({ method }) =>
      method === 'POST' ? new Response(null, { status: 204 }) : jsonResponse(profile),
    )
    const user = userEvent.setup()
    renderSettings('/student-setting?tab=password')
    const section = screen.getByRole('region', { name: 'Sign out of all devices' })
    await user.click(within(section).getByRole('button', { name: 'Sign out of all devices' }))
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1))
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/me/sessions/revoke', body: null },
    ])
  })

  it('shows why it failed next to the button and keeps this browser signed in', async () => {
    serve(({ method }) =>
      method === 'POST'
        ? jsonResponse({ error: 'Something went wrong on our side. Please try again.' }, 500)
        : jsonResponse(profile),
    )
    const user = userEvent.setup()
    renderSettings('/student-setting?tab=password')
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    )
    expect(onSignOut).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Sign out of all devices' })).toBeEnabled()
  })

  it('signs this browser out when its session had already ended', async () => {
    serve(({ method }) =>
      method === 'POST'
        ? jsonResponse({ error: 'Please log in to continue' }, 401)
        : jsonResponse(profile),
    )
    const user = userEvent.setup()
    renderSettings('/student-setting?tab=password')
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }))
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1))
  })
})

describe('SettingsPanel: Social', () => {
  it('refuses a link that is not http(s) and saves valid ones with the profile', async () => {
    const calls = serve(({ method, body }) =>
      method === 'PUT' ? jsonResponse({ ...profile, ...(body as object) }) : jsonResponse(profile),
    )
    const user = userEvent.setup()
    renderSettings('/student-setting?tab=social')
    const panel = screen.getByRole('tabpanel', { name: 'Social' })
    const twitter = await within(panel).findByLabelText('Twitter')
    await user.type(twitter, 'not a link')
    await user.click(within(panel).getByRole('button', { name: 'Update Social' }))
    expect(
      await within(panel).findByText('Enter a valid Twitter URL starting with http:// or https://'),
    ).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([])

    await user.clear(twitter)
    await user.type(twitter, 'https://twitter.com/sam')
    await user.click(within(panel).getByRole('button', { name: 'Update Social' }))
    expect(await within(panel).findByText('Social links saved')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      firstName: 'Sam',
      social: { twitter: 'https://twitter.com/sam', github: 'https://github.com/sam' },
    })
  })
})
