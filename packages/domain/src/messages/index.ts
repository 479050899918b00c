import { z } from 'zod'
import { requiredText } from '../text/index'

export * from './links'

/**
 * Messages between a mentor and a student: one thread per pair, plain text only, read receipts
 * per side, and an e-mail for what stays unread.
 */

/** Longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 4000
/** A thread shows this many of its latest messages, and each "earlier" page as many again. */
export const THREAD_MESSAGES_SHOWN = 200
/** A message still unread this long after it was written is e-mailed to its reader (once). */
export const DIGEST_AFTER_MINUTES = 15
/** Most messages one account may send: per minute, and per day. */
export const MESSAGE_LIMITS = { perMinute: 20, perDay: 200 } as const
/** How much of the last message a thread list shows. */
export const PREVIEW_LENGTH = 140

export const MESSAGE_SIDES = ['mentor', 'student'] as const
export type MessageSide = (typeof MESSAGE_SIDES)[number]

/**
 * A message as written: plain text, trimmed, 1 to 4000 characters, visible, no control character
 * but line breaks and tabs (a carriage return becomes a line break).
 */
export const MessageBodySchema = requiredText({
  label: 'Message',
  max: MESSAGE_MAX_LENGTH,
  tooLong: `A message is at most ${MESSAGE_MAX_LENGTH} characters`,
  multiline: true,
}).overwrite((text) => text.replace(/\r\n?/g, '\n'))

/** `POST /api/messages/threads/:id/messages`. */
export const MessageInputSchema = z.object({ body: MessageBodySchema })
export type MessageInput = z.infer<typeof MessageInputSchema>

/** `POST /api/me/messages/threads`: a student opens the thread with a mentor (their profile id). */
export const OpenMentorThreadInputSchema = z.object({
  instructorId: z
    .number({ error: 'Choose a mentor' })
    .int('Choose a mentor')
    .positive('Choose a mentor')
    .max(2_147_483_647, 'Choose a mentor'),
})
export type OpenMentorThreadInput = z.infer<typeof OpenMentorThreadInputSchema>

/** `POST /api/instructor/messages/threads`: a mentor opens the thread with a student they know. */
export const OpenStudentThreadInputSchema = z.object({
  studentId: z.uuid({ error: 'Choose a student' }),
})
export type OpenStudentThreadInput = z.infer<typeof OpenStudentThreadInputSchema>

/** The other person of a thread: a mentor (with their public profile) or a student. */
export const ThreadPartySchema = z.discriminatedUnion('side', [
  z.object({ side: z.literal('mentor'), instructorId: z.number().int(), name: z.string() }),
  z.object({ side: z.literal('student'), userId: z.string(), name: z.string() }),
])
export type ThreadParty = z.infer<typeof ThreadPartySchema>

/** A thread as opened: its id and who is on the other side. */
export const ThreadRefSchema = z.object({
  id: z.number().int(),
  /** The caller's side of it. */
  mySide: z.enum(MESSAGE_SIDES),
  other: ThreadPartySchema,
})
export type ThreadRef = z.infer<typeof ThreadRefSchema>

/** One line of the caller's thread list. */
export const ThreadListItemSchema = ThreadRefSchema.extend({
  /** The start of the latest message, on one line; null before the first. */
  lastMessage: z
    .object({ preview: z.string(), mine: z.boolean(), createdAt: z.string() })
    .nullable(),
  lastMessageAt: z.string(),
  /** Messages of the other side the caller has not read. */
  unreadCount: z.number().int(),
})
export type ThreadListItem = z.infer<typeof ThreadListItemSchema>

/** `GET /api/messages/threads`: newest first. */
export const ThreadListSchema = z.object({ items: z.array(ThreadListItemSchema) })
export type ThreadList = z.infer<typeof ThreadListSchema>

export const MessageSchema = z.object({
  id: z.number().int(),
  side: z.enum(MESSAGE_SIDES),
  body: z.string(),
  createdAt: z.string(),
  /** Written by the caller. */
  mine: z.boolean(),
})
export type Message = z.infer<typeof MessageSchema>

/** `GET /api/messages/threads/:id`: the latest messages, oldest first. */
/** `GET /api/messages/threads/:id?before=`: the page of messages written before that one. */
export const ThreadQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'before must be a message id' })
    .int('before must be a message id')
    .positive('before must be a message id')
    .max(2_147_483_647, 'before must be a message id')
    .optional(),
})
export type ThreadQuery = z.infer<typeof ThreadQuerySchema>

export const ThreadViewSchema = ThreadRefSchema.extend({
  messages: z.array(MessageSchema),
  /** Older messages exist than those shown. */
  hasEarlier: z.boolean(),
})
export type ThreadView = z.infer<typeof ThreadViewSchema>

/** `GET /api/messages/unread`: for the header's badge. */
export const UnreadCountSchema = z.object({ count: z.number().int() })
export type UnreadCount = z.infer<typeof UnreadCountSchema>

/** A message on one line, cut to `PREVIEW_LENGTH` characters (an ellipsis says it goes on). */
export function messagePreview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim()
  if (line.length <= PREVIEW_LENGTH) return line
  const cut = line.slice(0, PREVIEW_LENGTH - 1)
  // Never split a surrogate pair.
  const safe = /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
  return `${safe.trimEnd()}…`
}
