import { z } from 'zod'
import { ACCOUNT_KINDS, ROLES, type AccountKind } from '../roles/index'
import { requiredText as humanText } from '../text/index'
import { newPasswordSchema } from './password'

export * from '../roles/index'
export * from './password'

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

/** The one login answer for a wrong password and for an address without an account. */
export const WRONG_CREDENTIALS = 'Invalid email or password'

/**
 * The login answer when the e-mail and password are right, but for the account of the other role:
 * it names that role by the switch's label (Mentor, Student).
 */
export const OTHER_ROLE_MESSAGES: Record<AccountKind, string> = {
  teacher: 'This is a mentor account: log in as a Mentor',
  student: 'This is a student account: log in as a Student',
}

/** A refused login (401): `role` is only there when the password opened the other role's account. */
export const LoginRefusalBodySchema = z.object({
  error: z.string(),
  role: AccountKindSchema.optional(),
})
export type LoginRefusalBody = z.infer<typeof LoginRefusalBodySchema>

export const RegisterInputSchema = z
  .object({
    name: humanText({ label: 'Full Name', max: 120 }),
    email: EmailSchema,
    password: newPasswordSchema('Password is required'),
    confirmPassword: z
      .string({ error: 'Confirm Password is required' })
      .min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
export type RegisterInput = z.infer<typeof RegisterInputSchema>

/** A 400 that belongs to one field of the form (`password`): the form shows it next to it. */
export const FieldErrorBodySchema = z.object({ error: z.string(), field: z.string().optional() })
export type FieldErrorBody = z.infer<typeof FieldErrorBodySchema>

/** A confirmation a person reads (202 and 200 answers of the recovery endpoints). */
export const MessageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponseSchema>

/** Account recovery: the reset link lasts 30 minutes, the verification link 24 hours. */
export const RESET_TOKEN_TTL_MINUTES = 30
export const VERIFICATION_TOKEN_TTL_HOURS = 24

export const RECOVERY_MESSAGES = {
  /** The same answer whether or not an account uses the address. */
  resetRequested: `If an account uses this e-mail address, a link to choose a new password is on its way. It works once, for ${RESET_TOKEN_TTL_MINUTES} minutes.`,
  resetInvalid: 'This reset link is not valid. Ask for a new one.',
  resetExpired: 'This reset link has expired. Ask for a new one.',
  resetUsed: 'This reset link was already used. Ask for a new one.',
  passwordChanged: 'Your password has been changed. Log in with the new one.',
  verifyInvalid:
    'This verification link is not valid. Log in and send a new one from your dashboard.',
  verifyExpired:
    'This verification link has expired. Log in and send a new one from your dashboard.',
  verified: 'Your e-mail address is verified. Thank you!',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'We sent a new link to your e-mail address. It works for 24 hours.',
} as const

/** The secret from a reset or verification link: opaque text, checked by the server. */
const linkToken = (invalid: string) =>
  z.string({ error: invalid }).trim().min(1, invalid).max(256, invalid)

/** POST /api/auth/password-reset/request. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema })
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>

const newPasswordFields = {
  password: newPasswordSchema('New password is required'),
  confirmPassword: z.string({ error: 'Retype the new password' }).min(1, 'Retype the new password'),
}
const retypedMatches = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] }

/** The reset page's form: the new password twice. */
export const NewPasswordFormSchema = z.object(newPasswordFields).refine(retypedMatches, mismatch)
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>

/** POST /api/auth/password-reset/confirm: the token from the link (in the body, never the URL). */
export const PasswordResetConfirmSchema = z
  .object({ token: linkToken(RECOVERY_MESSAGES.resetInvalid), ...newPasswordFields })
  .refine(retypedMatches, mismatch)
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>

/** POST /api/auth/verify-email. */
export const VerifyEmailInputSchema = z.object({
  token: linkToken(RECOVERY_MESSAGES.verifyInvalid),
})
export type VerifyEmailInput = z.infer<typeof VerifyEmailInputSchema>

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
  /** Whether the owner opened the verification link (optional: older servers do not send it). */
  emailVerified: z.boolean().optional(),
})
export type Account = z.infer<typeof AccountSchema>

export const REGISTER_MESSAGES = {
  /** After registering, true for a new address and for one that already has an account. */
  checkInbox: 'Check your inbox: we sent an e-mail to this address.',
} as const

/**
 * The answer to a registration: the same whether or not the address already had an account of
 * that role (the owner gets an e-mail instead), so it carries no account.
 */
export const RegisterResponseSchema = z.object({ message: z.string() })
export const REGISTER_RESPONSE = {
  message: `Registration successful. ${REGISTER_MESSAGES.checkInbox}`,
} as const

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
