import { describe, expect, it } from 'vitest'
import { fakeToken } from '../../testing/render'
import { readSession, readStoredSession, signedOut } from './session'

describe('readSession', () => {
  it('reads the role, name and e-mail of a well-formed token', () => {
    const token = fakeToken({
      sub: 'u1',
      role: 'teacher',
      name: 'Maya Mentor',
      email: 'maya@example.com',
      exp: 9e9,
    })
    expect(readSession(token)).toEqual({
      token,
      role: 'teacher',
      name: 'Maya Mentor',
      email: 'maya@example.com',
    })
  })

  it.each([
    ['not a string', 42],
    ['null', null],
    ['an empty string', ''],
    ['missing a part', 'onlyonepart'],
    ['missing the payload part', `${fakeToken({ role: 'teacher' }).split('.')[0]}.`],
    ['bad base64 in the payload', 'eyJhbGciOiJIUzI1NiJ9.%%%not-base64%%%.sig'],
    [
      'bad JSON in the payload',
      `eyJhbGciOiJIUzI1NiJ9.${btoa('{"role": teacher').replace(/=+$/, '')}.sig`,
    ],
    ['an unknown role', fakeToken({ role: 'superuser', name: 'X' })],
    ['no role at all', fakeToken({ name: 'Nobody' })],
  ])('treats a token that is %s as signed out', (_case, token) => {
    expect(readSession(token)).toEqual(signedOut)
  })

  it('treats an expired token as signed out', () => {
    const token = fakeToken({ role: 'teacher', name: 'Maya', exp: 1_000 })
    expect(readSession(token, 999_000).role).toBe('teacher')
    expect(readSession(token, 1_000_000)).toEqual(signedOut)
  })

  it('reads the token kept in localStorage under "token"', () => {
    const token = fakeToken({ role: 'student', name: 'Sam', email: 's@example.com' })
    localStorage.setItem('token', token)
    expect(readStoredSession().role).toBe('student')
    localStorage.removeItem('token')
    expect(readStoredSession()).toEqual(signedOut)
  })
})
