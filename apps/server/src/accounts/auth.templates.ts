import { RESET_TOKEN_TTL_MINUTES, VERIFICATION_TOKEN_TTL_HOURS, type Role } from '@app/domain/auth'
import type { OutgoingMessage } from '../outbox/outbox.repository'

/** The web pages the links open; the token travels in the query, the page posts it in a body. */
export const resetPasswordPath = (token: string) =>
  `/reset-password?token=${encodeURIComponent(token)}`
export const verifyEmailPath = (token: string) => `/verify-email?token=${encodeURIComponent(token)}`
export const loginPath = '/login'
export const forgotPasswordPath = '/forgot-password'

const accountLabel: Record<Role, string> = {
  teacher: 'mentor account',
  student: 'student account',
  admin: 'admin account',
}

interface Recipient {
  id: string
  name: string
  email: string
  role: Role
}

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ')

/** The password reset link, sent to the account's address. */
export function passwordResetEmail(account: Recipient, link: string): OutgoingMessage {
  return {
    template: 'password-reset',
    recipient: account.email,
    replyTo: null,
    subject: 'Choose a new Learnlane password',
    body: [
      `Hello ${oneLine(account.name)},`,
      '',
      `Someone asked to choose a new password for the Learnlane ${accountLabel[account.role]} of ${account.email}.`,
      `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose it. It works once:`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
      '',
      'The Learnlane team',
    ].join('\n'),
    params: { accountId: account.id, purpose: 'password-reset' },
  }
}

/** The verification link, sent when an account is made and when its owner asks again. */
export function verificationEmail(account: Recipient, link: string): OutgoingMessage {
  return {
    template: 'email-verification',
    recipient: account.email,
    replyTo: null,
    subject: 'Confirm your e-mail address for Learnlane',
    body: [
      `Hello ${oneLine(account.name)},`,
      '',
      `Please confirm that ${account.email} is the address of your Learnlane ${accountLabel[account.role]}.`,
      `Open this link within ${VERIFICATION_TOKEN_TTL_HOURS} hours:`,
      '',
      link,
      '',
      'If you did not create this account, ignore this e-mail.',
      '',
      'The Learnlane team',
    ].join('\n'),
    params: { accountId: account.id, purpose: 'email-verification' },
  }
}

/**
 * Sent to the owner when someone registers with an address that already has an account of that
 * role: the registration answers as for a new address, so only the owner learns of it here. The
 * text typed in the form (its name) is not repeated: it may come from anyone.
 */
export function accountExistsEmail(
  account: Recipient,
  links: { login: string; forgotPassword: string },
): OutgoingMessage {
  return {
    template: 'account-exists',
    recipient: account.email,
    replyTo: null,
    subject: 'Someone tried to create a Learnlane account with your address',
    body: [
      `Hello ${oneLine(account.name)},`,
      '',
      `Someone tried to create a Learnlane ${accountLabel[account.role]} with ${account.email}, which already has one. No new account was made and nothing was changed.`,
      '',
      'If it was you, log in with your password:',
      '',
      links.login,
      '',
      'Forgot it? Choose a new one here:',
      '',
      links.forgotPassword,
      '',
      'If it was not you, ignore this e-mail: your account stays as it is.',
      '',
      'The Learnlane team',
    ].join('\n'),
    params: { accountId: account.id, purpose: 'account-exists' },
  }
}
