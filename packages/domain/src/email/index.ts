import { z } from 'zod'

/**
 * The e-mail service the product runs itself speaks the wire format of the hosted e-mail-sending
 * service (POST /api/v1.0/email/send-form and /send). These are the ids the product uses by default;
 * the web app can point at the hosted service instead through its environment.
 */
export const EMAIL_DEFAULTS = {
  serviceId: 'learnlane_mail',
  publicKey: 'learnlane_public_key',
  templates: { subscribe: 'subscribe', contact: 'contact' },
} as const
export type EmailTemplateId = keyof typeof EMAIL_DEFAULTS.templates

/** Texts of SPEC section 8. */
export const EMAIL_MESSAGES = {
  subscribeSuccess: 'You have successfully subscribed.',
  contactSuccess: 'Message sent successfully',
  failure: 'Something went wrong',
  /** How long the status message stays, in ms (SPEC section 9). */
  statusTimeoutMs: 2000,
} as const

const required = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`)
const email = required('Email').max(254, 'Email is too long').email('Email must be a valid e-mail address')

/** Template parameters of the subscribe form (footer). */
export const SubscribeParamsSchema = z.object({ email })
export type SubscribeParams = z.infer<typeof SubscribeParamsSchema>

/** Template parameters of the contact form: all required (SPEC section 5). */
export const ContactParamsSchema = z.object({
  first_name: required('First name').max(100, 'First name is too long'),
  email,
  title: required('Title').max(200, 'Title is too long'),
  message: required('Message').max(5000, 'Message is too long'),
})
export type ContactParams = z.infer<typeof ContactParamsSchema>
