import { z } from 'zod'
import { requiredText } from '../text/index'

/**
 * The e-mail service the product runs itself speaks the wire format of the hosted e-mail-sending
 * service (POST /api/v1.0/email/send-form and /send). These are the ids the product uses by default;
 * the web app can point at the hosted service instead through its environment.
 */
export const EMAIL_DEFAULTS = {
  serviceId: 'learnlane_mail',
  publicKey: 'learnlane_public_key',
  templates: { subscribe: 'subscribe', contact: 'contact' },
  /** The `lib_version` field of the wire format: the version of the hosted service's client it matches. */
  libVersion: '4.4.1',
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

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
const email = required('Email')
  .max(254, 'Email is too long')
  .email('Email must be a valid e-mail address')

/** Template parameters of the subscribe form (footer). */
export const SubscribeParamsSchema = z.object({ email })
export type SubscribeParams = z.infer<typeof SubscribeParamsSchema>

/** Template parameters of the contact form: all required (SPEC section 5). */
export const ContactParamsSchema = z.object({
  first_name: requiredText({ label: 'First name', max: 100 }),
  email,
  // Line breaks in a title are accepted; the mail subject flattens them.
  title: requiredText({ label: 'Title', max: 200, multiline: true }),
  message: requiredText({ label: 'Message', max: 5000, multiline: true }),
})
export type ContactParams = z.infer<typeof ContactParamsSchema>

/** The template ids the product's own e-mail service accepts. */
export const EmailTemplateIdSchema = z.enum(['subscribe', 'contact'])

/** Delivery state of one queued message in the outbox. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const
export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES)
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>

/** How far the message that belongs to a subscriber or a contact message has got. */
export const DeliverySchema = z.object({
  status: OutboxStatusSchema,
  /** Delivery attempts made so far. */
  attempts: z.number().int(),
  /** The last delivery error, kept until the message is sent. */
  lastError: z.string().nullable(),
  /** ISO time of the next attempt while pending. */
  nextAttemptAt: z.string().nullable(),
  /** ISO time the message was handed to the mail server. */
  sentAt: z.string().nullable(),
})
export type Delivery = z.infer<typeof DeliverySchema>

export const AdminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Where the address was entered (the template id, e.g. 'subscribe'). */
  source: z.string(),
  /** ISO times of the first and the latest subscribe with this address. */
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** The notification queued when the address first subscribed. */
  delivery: DeliverySchema.nullable(),
})
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>

export const AdminContactMessageSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  email: z.string(),
  title: z.string(),
  message: z.string(),
  /** ISO time the message was received. */
  createdAt: z.string(),
  /** The notification to the team. */
  delivery: DeliverySchema.nullable(),
})
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>

export const ADMIN_MESSAGES_PAGE_SIZE = 20

const pageParam = z.coerce
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .default(1)

/** GET /api/admin/messages query: each list pages on its own, newest first. */
export const AdminMessagesQuerySchema = z.object({
  subscribersPage: pageParam,
  contactPage: pageParam,
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be between 1 and 100')
    .max(100, 'Page size must be between 1 and 100')
    .default(ADMIN_MESSAGES_PAGE_SIZE),
})
export type AdminMessagesQuery = z.infer<typeof AdminMessagesQuerySchema>

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Rows in the whole list. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })

/** GET /api/admin/messages (role admin). */
export const AdminMessagesResponseSchema = z.object({
  subscribers: pageOf(AdminSubscriberSchema),
  contactMessages: pageOf(AdminContactMessageSchema),
})
export type AdminMessagesResponse = z.infer<typeof AdminMessagesResponseSchema>

/** How the admin outbox names each delivery state. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Delivered',
  failed: 'Failed',
}

export const ADMIN_OUTBOX_PAGE_SIZE = 20

/** GET /api/admin/outbox query: every stored message, newest first, optionally of one status. */
export const AdminOutboxQuerySchema = z.object({
  status: z
    .enum(OUTBOX_STATUSES, { error: `Status must be one of ${OUTBOX_STATUSES.join(', ')}` })
    .optional(),
  page: pageParam,
})
export type AdminOutboxQuery = z.infer<typeof AdminOutboxQuerySchema>

/** One stored outgoing message, as the admin outbox lists it. */
export const AdminOutboxItemSchema = z.object({
  id: z.string(),
  /** The template that wrote it ('email-verification', 'password-reset', 'contact', ...). */
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: OutboxStatusSchema,
  /** Delivery attempts made so far. */
  attempts: z.number().int(),
  /** The last delivery error, kept until the message is sent. */
  lastError: z.string().nullable(),
  /** ISO times: stored, next attempt (while pending), handed to the mail server. */
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
})
export type AdminOutboxItem = z.infer<typeof AdminOutboxItemSchema>

/** GET /api/admin/outbox (role admin). */
export const AdminOutboxListSchema = z.object({
  items: z.array(AdminOutboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** False when no SMTP server is configured: messages stay stored and are read here. */
  deliveryEnabled: z.boolean(),
})
export type AdminOutboxList = z.infer<typeof AdminOutboxListSchema>

/** GET /api/admin/outbox/:id (role admin): one message with its text and the links in it. */
export const AdminOutboxMessageSchema = AdminOutboxItemSchema.extend({
  replyTo: z.string().nullable(),
  /** The plain-text body, as sent. */
  body: z.string(),
  /** Every http(s) address in the body, in order, each once. */
  links: z.array(z.string()),
  /** The calendar invite sent with it (iCalendar text), if any. */
  invite: z.string().nullable(),
  deliveryEnabled: z.boolean(),
})
export type AdminOutboxMessage = z.infer<typeof AdminOutboxMessageSchema>

/** The admin outbox's answer to an id that names no message. */
export const OUTBOX_MESSAGE_NOT_FOUND = 'Message not found'

const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g

/** Every http(s) address in a plain-text body, in order, each once (trailing punctuation left out). */
export function linksIn(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(LINK_PATTERN)) {
    found.add(match[0].replace(/[.,;:!?)\]]+$/, ''))
  }
  return [...found]
}

/**
 * Answers of the product's e-mail service, worded like the hosted service it stands in for.
 * Every failure leaves as `{ error }`.
 */
export const EMAIL_SERVICE_ERRORS = {
  publicKeyRequired: 'The Public Key is required',
  publicKeyInvalid: 'The Public Key is invalid',
  serviceIdRequired: 'The service ID is required',
  serviceIdInvalid: 'The service ID is invalid',
  templateIdRequired: 'The template ID is required',
  templateIdInvalid: 'The template ID is invalid',
  libVersionInvalid: 'The library version is invalid',
  templateParamsInvalid: 'The template parameters must be an object of values',
  bodyInvalid: 'The request body must be a JSON object',
  notMultipart: 'Send the form as multipart/form-data',
  formMalformed: 'The form could not be read: the multipart body is malformed or incomplete',
  fileNotAccepted: 'Files cannot be attached to this form',
  fieldRepeated: 'Each form field may be sent only once',
  fieldTooLong: 'A form field is too long',
  tooManyFields: 'The form has too many fields',
  forbidden: 'Forbidden',
  tooManyRequests: 'Too Many Requests',
} as const

const envelopeId = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).max(200, invalid)

const envelope = {
  user_id: envelopeId(
    EMAIL_SERVICE_ERRORS.publicKeyRequired,
    EMAIL_SERVICE_ERRORS.publicKeyInvalid,
  ),
  service_id: envelopeId(
    EMAIL_SERVICE_ERRORS.serviceIdRequired,
    EMAIL_SERVICE_ERRORS.serviceIdInvalid,
  ),
  template_id: envelopeId(
    EMAIL_SERVICE_ERRORS.templateIdRequired,
    EMAIL_SERVICE_ERRORS.templateIdInvalid,
  ),
  /** Sent by the browser library; informational only. */
  lib_version: z
    .string({ error: EMAIL_SERVICE_ERRORS.libVersionInvalid })
    .max(40, EMAIL_SERVICE_ERRORS.libVersionInvalid)
    .optional(),
}

/** POST /api/v1.0/email/send: JSON body of the browser library's `send`. */
export const EmailSendBodySchema = z.object(
  {
    ...envelope,
    template_params: z
      .record(z.string(), z.unknown(), { error: EMAIL_SERVICE_ERRORS.templateParamsInvalid })
      .optional(),
    /** The hosted service's private key; the product's own service has no use for it. */
    accessToken: z.string().optional(),
  },
  { error: EMAIL_SERVICE_ERRORS.bodyInvalid },
)
export type EmailSendBody = z.infer<typeof EmailSendBodySchema>

/**
 * POST /api/v1.0/email/send-form: the multipart fields of the browser library's `sendForm`, the
 * envelope next to the form's own fields (which become the template parameters).
 */
export const EmailSendFormFieldsSchema = z.object(envelope).catchall(z.string())
export type EmailSendFormFields = z.infer<typeof EmailSendFormFieldsSchema>

/** Names of envelope fields, kept out of the template parameters of a sent form. */
export const EMAIL_ENVELOPE_FIELDS = [
  'user_id',
  'service_id',
  'template_id',
  'lib_version',
  'accessToken',
] as const

/** Template parameters schema of each template. */
export const EMAIL_TEMPLATE_PARAMS = {
  subscribe: SubscribeParamsSchema,
  contact: ContactParamsSchema,
} as const
