import { describe, expect, it } from 'vitest'
import {
  avatarAccepted,
  avatarFits,
  displayNameOf,
  emptySocialLinks,
  PasswordChangeInputSchema,
  ProfileInputSchema,
  publicInstructorProfileOf,
  splitName,
  summaryOf,
} from './index'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada.l',
  phone: '+44 20 7946 0958',
  occupation: 'Mathematician',
  bio: 'Wrote the first program.\nLikes engines.',
  social: { ...emptySocialLinks, github: 'https://github.com/ada' },
}

describe('ProfileInputSchema', () => {
  it('accepts a complete profile and trims it', () => {
    const parsed = ProfileInputSchema.parse({ ...valid, firstName: '  Ada ' })
    expect(parsed.firstName).toBe('Ada')
  })
  it('accepts empty optional fields', () => {
    const result = ProfileInputSchema.safeParse({
      ...valid,
      lastName: '',
      username: '',
      phone: '',
      occupation: '',
      bio: '',
      social: emptySocialLinks,
    })
    expect(result.success).toBe(true)
  })
  it.each([
    [{ firstName: ' ' }, 'First name is required'],
    [{ firstName: 'x'.repeat(61) }, 'First name must be at most 60 characters'],
    [{ lastName: 'Love\u0000lace' }, 'Last name contains characters that are not allowed'],
    [{ username: 'ab' }, 'User name must be 3 to 30 letters, digits, dots, underscores or hyphens'],
    [
      { username: 'has space' },
      'User name must be 3 to 30 letters, digits, dots, underscores or hyphens',
    ],
    [
      { username: 'x'.repeat(31) },
      'User name must be 3 to 30 letters, digits, dots, underscores or hyphens',
    ],
    [{ phone: 'call me' }, 'Enter a valid phone number'],
    [{ bio: 'x'.repeat(1001) }, 'Bio must be at most 1000 characters'],
    [{ bio: 'bell\u0007' }, 'Bio contains characters that are not allowed'],
    [
      { social: { ...emptySocialLinks, facebook: 'javascript:alert(1)' } },
      'Enter a valid Facebook URL starting with http:// or https://',
    ],
    [
      { social: { ...emptySocialLinks, website: 'example' } },
      'Enter a valid Website URL starting with http:// or https://',
    ],
  ])('refuses %o with "%s"', (change, message) => {
    expect(firstMessage(ProfileInputSchema.safeParse({ ...valid, ...change }))).toBe(message)
  })
})

describe('PasswordChangeInputSchema', () => {
  const input = {
    currentPassword: 'old pass phrase 1',
    newPassword: 'new pass phrase 2',
    retypePassword: 'new pass phrase 2',
  }
  it('accepts matching new passwords', () => {
    expect(PasswordChangeInputSchema.safeParse(input).success).toBe(true)
  })
  it.each([
    [{ currentPassword: '' }, 'Current password is required'],
    [{ newPassword: 'short', retypePassword: 'short' }, 'Use at least 15 characters'],
    [{ retypePassword: 'other pass phrase' }, 'Passwords do not match'],
    [
      { newPassword: 'old pass phrase 1', retypePassword: 'old pass phrase 1' },
      'Choose a password different from the current one',
    ],
  ])('refuses %o with "%s"', (change, message) => {
    expect(firstMessage(PasswordChangeInputSchema.safeParse({ ...input, ...change }))).toBe(message)
  })
})

describe('names and avatar size', () => {
  it('joins first and last name, falling back to the account name', () => {
    expect(displayNameOf({ firstName: 'Ada', lastName: 'Lovelace' }, 'x')).toBe('Ada Lovelace')
    expect(displayNameOf({ firstName: '', lastName: '' }, 'Account Name')).toBe('Account Name')
  })
  it('splits an account name', () => {
    expect(splitName('Grace Brewster Hopper')).toEqual({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
    })
  })
  it.each([
    [800, 800, true],
    [801, 10, false],
    [10, 801, false],
    [0, 10, false],
  ])('%i x %i fits: %s', (w, h, fits) => {
    expect(avatarFits(w, h)).toBe(fits)
  })
  it.each([
    [2000, 1500, true],
    [10_000, 5000, true],
    [10_001, 10, false],
    [8000, 8000, false],
    [0, 10, false],
  ])('%i x %i is taken (scaled down when over 800 px): %s', (w, h, taken) => {
    expect(avatarAccepted(w, h)).toBe(taken)
  })
})

describe('publicInstructorProfileOf', () => {
  it('publishes occupation, bio, website and social links, never the phone', () => {
    const published = publicInstructorProfileOf({
      occupation: ' Mathematician ',
      bio: 'Wrote the first program.\n\nLikes engines.',
      social: { ...emptySocialLinks, website: 'https://ada.example', twitter: 'https://x.com/a' },
    })
    expect(published).toEqual({
      title: 'Mathematician',
      about: 'Wrote the first program.\n\nLikes engines.',
      description: 'Wrote the first program.',
      website: 'https://ada.example',
      facebook: null,
      twitter: 'https://x.com/a',
      linkedin: null,
      instagram: null,
    })
    expect(JSON.stringify(published)).not.toContain('phone')
  })
  it('keeps the standard title and card line when nothing is given', () => {
    expect(
      publicInstructorProfileOf({ occupation: '', bio: '', social: emptySocialLinks }),
    ).toMatchObject({ title: 'Instructor', about: '', description: null, website: '' })
  })
  it('cuts a long first paragraph at a word', () => {
    const summary = summaryOf(`${'word '.repeat(60)}end`)
    expect(summary.length).toBeLessThanOrEqual(200)
    expect(summary.endsWith('word…')).toBe(true)
  })
})
