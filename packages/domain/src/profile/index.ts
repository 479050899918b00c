import { z } from 'zod'
import { newPasswordSchema } from '../auth/password'

/** Settings: the profile, avatar, password change and social links of the signed-in account. */

export const AVATAR_MAX_PX = 800
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_HINT = 'PNG or JPG no bigger than 800px wide and tall'
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const
export const AVATAR_WRONG_TYPE = `Only PNG or JPG images are accepted: ${AVATAR_HINT}`
export const AVATAR_TOO_HEAVY = 'The avatar must be smaller than 5 MB'
/**
 * A bigger picture (a phone photo) is scaled down on the server to fit 800 x 800 px; only one too
 * large to decode safely is refused.
 */
export const AVATAR_MAX_INPUT_PX = 10_000
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000
export const AVATAR_TOO_WIDE = `The image is wider or taller than ${AVATAR_MAX_INPUT_PX}px: ${AVATAR_HINT}`

/** Whether an image of this size fits the avatar limit as it is (otherwise it is scaled down). */
export const avatarFits = (width: number, height: number) =>
  width >= 1 && height >= 1 && width <= AVATAR_MAX_PX && height <= AVATAR_MAX_PX

/** Whether an image of this size can be taken as an avatar, scaled down when it does not fit. */
export const avatarAccepted = (width: number, height: number) =>
  width >= 1 &&
  height >= 1 &&
  width <= AVATAR_MAX_INPUT_PX &&
  height <= AVATAR_MAX_INPUT_PX &&
  width * height <= AVATAR_MAX_INPUT_PIXELS

// Tab, line feed and carriage return are allowed in the bio only.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !CONTROL.test(v), `${label} contains characters that are not allowed`)

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/

export const ProfileDetailsSchema = z.object({
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(60, 'First name must be at most 60 characters')
    .refine((v) => !CONTROL.test(v), 'First name contains characters that are not allowed'),
  lastName: line('Last name', 60),
  username: z
    .string({ error: 'User name is required' })
    .trim()
    .refine(
      (v) => v === '' || USERNAME_PATTERN.test(v),
      'User name must be 3 to 30 letters, digits, dots, underscores or hyphens',
    ),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Enter a valid phone number'),
  occupation: line('Skill/Occupation', 100),
  bio: z
    .string({ error: 'Bio is required' })
    .trim()
    .max(1000, 'Bio must be at most 1000 characters')
    .refine((v) => !CONTROL_EXCEPT_LINES.test(v), 'Bio contains characters that are not allowed'),
})
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>

export const SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'linkedin',
  'instagram',
  'website',
  'github',
] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'Linkedin',
  instagram: 'Instagram',
  website: 'Website',
  github: 'Github',
}

/** An absolute http(s) address with a dotted host name (or localhost). */
export function isHttpUrl(value: string): boolean {
  if (CONTROL.test(value) || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    )
  } catch {
    return false
  }
}

const socialUrl = (label: string) =>
  z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(300, `${label} link must be at most 300 characters`)
    .refine(
      (v) => v === '' || isHttpUrl(v),
      `Enter a valid ${label} URL starting with http:// or https://`,
    )

export const SocialLinksSchema = z.object({
  facebook: socialUrl('Facebook'),
  twitter: socialUrl('Twitter'),
  linkedin: socialUrl('Linkedin'),
  instagram: socialUrl('Instagram'),
  website: socialUrl('Website'),
  github: socialUrl('Github'),
})
export type SocialLinks = z.infer<typeof SocialLinksSchema>

export const emptySocialLinks: SocialLinks = {
  facebook: '',
  twitter: '',
  linkedin: '',
  instagram: '',
  website: '',
  github: '',
}

/** PUT /api/me/profile: the whole profile (the Profile and Social tabs each send all of it). */
export const ProfileInputSchema = ProfileDetailsSchema.extend({ social: SocialLinksSchema })
export type ProfileInput = z.infer<typeof ProfileInputSchema>

/** GET /api/me/profile. */
export const ProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  phone: z.string(),
  occupation: z.string(),
  bio: z.string(),
  social: z.object({
    facebook: z.string(),
    twitter: z.string(),
    linkedin: z.string(),
    instagram: z.string(),
    website: z.string(),
    github: z.string(),
  }),
  email: z.string(),
  /** First and last name, or the account name before the profile is saved. */
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
})
export type Profile = z.infer<typeof ProfileSchema>

/** "Ada Lovelace"; the fallback (the account name) when both names are empty. */
export function displayNameOf(names: { firstName: string; lastName: string }, fallback: string) {
  const full = `${names.firstName.trim()} ${names.lastName.trim()}`.trim()
  return full || fallback
}

/** Splits an account name into first and last name for a profile not saved yet. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return { firstName: '', lastName: '' }
  return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') }
}

export const AvatarResponseSchema = z.object({ avatarUrl: z.string().nullable() })
export type AvatarResponse = z.infer<typeof AvatarResponseSchema>

export const PasswordChangeInputSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024, 'Password is too long'),
    newPassword: newPasswordSchema('New password is required'),
    retypePassword: z
      .string({ error: 'Retype the new password' })
      .min(1, 'Retype the new password'),
  })
  .refine((v) => v.newPassword === v.retypePassword, {
    message: 'Passwords do not match',
    path: ['retypePassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'Choose a password different from the current one',
    path: ['newPassword'],
  })
export type PasswordChangeInput = z.infer<typeof PasswordChangeInputSchema>

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct'

/** A fresh token: older ones stop working after the change. */
export const PasswordChangeResponseSchema = z.object({ message: z.string(), token: z.string() })
export type PasswordChangeResponse = z.infer<typeof PasswordChangeResponseSchema>

/** The instructor title of a mentor who has not given a skill/occupation. */
export const DEFAULT_INSTRUCTOR_TITLE = 'Instructor'
/** The card line of a mentor without a bio follows their name. */
export const STANDARD_LINE_SUFFIX = ' teaches on Learnlane.'
const SUMMARY_MAX = 200

/** The bio's first paragraph, cut at a word within 200 characters: the mentor's card line. */
export function summaryOf(bio: string): string {
  const first = bio
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim()
  if (first.length <= SUMMARY_MAX) return first
  const cut = first.slice(0, SUMMARY_MAX - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > SUMMARY_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`
}

/** What a mentor's Settings publish on their instructor page. */
export interface PublicInstructorProfile {
  title: string
  about: string
  /** Null: the bio is empty, the card keeps its standard line. */
  description: string | null
  website: string
  facebook: string | null
  twitter: string | null
  linkedin: string | null
  instagram: string | null
}

/**
 * The public part of a mentor's profile: skill/occupation as their title, the bio as About Me
 * (its first paragraph on their card), the website as their contact and the social links. The
 * account e-mail and the phone number stay private.
 */
export function publicInstructorProfileOf(
  profile: Pick<ProfileInput, 'occupation' | 'bio' | 'social'>,
): PublicInstructorProfile {
  const link = (value: string) => (value.trim() === '' ? null : value.trim())
  return {
    title: profile.occupation.trim() || DEFAULT_INSTRUCTOR_TITLE,
    about: profile.bio.trim(),
    description: summaryOf(profile.bio) || null,
    website: profile.social.website.trim(),
    facebook: link(profile.social.facebook),
    twitter: link(profile.social.twitter),
    linkedin: link(profile.social.linkedin),
    instagram: link(profile.social.instagram),
  }
}
