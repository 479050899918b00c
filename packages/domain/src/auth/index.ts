import { z } from 'zod'
import { ACCOUNT_KINDS, ROLES } from '../roles/index'
import { requiredText as humanText } from '../text/index'

export * from '../roles/index'

export const RoleSchema = z.enum(ROLES)
export const AccountKindSchema = z.enum(ACCOUNT_KINDS)

/** Letters, digits, dot, underscore or hyphen, then @, a domain, a dot and a 2-4 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message)

export const EmailSchema = requiredText('Email is required')
  .max(254, 'Invalid email address')
  .regex(EMAIL_PATTERN, 'Invalid email address')

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const RegisterInputSchema = z
  .object({
    name: humanText({ label: 'Full Name', max: 120 }),
    email: EmailSchema,
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(1024, 'Password is too long'),
    confirmPassword: z
      .string({ error: 'Confirm Password is required' })
      .min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
export type RegisterInput = z.infer<typeof RegisterInputSchema>

export const TokenResponseSchema = z.object({ token: z.string() })
export type TokenResponse = z.infer<typeof TokenResponseSchema>

export const AccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
  /** The avatar uploaded in Settings (GET /api/me), or null. */
  avatarUrl: z.string().nullable().optional(),
})
export type Account = z.infer<typeof AccountSchema>

export const RegisterResponseSchema = z.object({
  message: z.string(),
  account: AccountSchema,
})

/** Claims carried by a signed login token. */
export const TokenClaimsSchema = z.object({
  sub: z.string(),
  role: RoleSchema,
  name: z.string(),
  email: z.string(),
  exp: z.number(),
  /** The account's token version when it was signed; a password change makes older ones stale. */
  ver: z.number().int().min(0).optional(),
})
export type TokenClaims = z.infer<typeof TokenClaimsSchema>
