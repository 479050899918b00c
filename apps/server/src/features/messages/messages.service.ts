import type { TokenClaims } from '@app/domain/auth'
import {
  DIGEST_AFTER_MINUTES,
  messagePreview,
  THREAD_MESSAGES_SHOWN,
  type Message,
  type MessageSide,
  type ThreadList,
  type ThreadParty,
  type ThreadRef,
  type ThreadView,
  type UnreadCount,
} from '@app/domain/messages'
import type { Db } from '../../db/client'
import { BadRequestError, NotFoundError } from '../../lib/errors'
import { enqueueMessage } from '../../outbox/outbox.repository'
import type { Caller, DigestRow, MessagesRepository, ThreadRow } from './messages.repository'
import { messageDigest, type DigestSender } from './messages.templates'

const MINUTE_MS = 60_000
/** Unread messages are looked for this far back: older ones were read (or e-mailed) long ago. */
const DIGEST_LOOKBACK_MS = 7 * 24 * 60 * MINUTE_MS

export const THREAD_NOT_FOUND = 'Conversation not found'
export const MESSAGE_NOT_FOUND = 'No such message in this conversation'
export const MENTOR_NOT_FOUND = 'Mentor not found'
export const MENTOR_WITHOUT_ACCOUNT = 'This mentor does not take messages yet'
export const STUDENT_NOT_FOUND =
  'Student not found: you can write to students who have booked a session with you'
export const NOT_YOURSELF = 'You cannot write to yourself'

export interface MessagesDeps {
  /** The site's address, for the links in e-mails. */
  publicUrl: string
  /** Called after e-mails were stored (wakes the outbox worker). */
  onQueued?: () => void
  /** The clock (tests move it). */
  now?: () => Date
}

/** A thread as the caller sees it: their side, and the other party. */
function refOf(thread: ThreadRow, side: MessageSide): ThreadRef {
  const other: ThreadParty =
    side === 'student'
      ? { side: 'mentor', instructorId: thread.instructorId, name: thread.mentorName }
      : { side: 'student', userId: thread.studentId, name: thread.studentName }
  return { id: thread.id, mySide: side, other }
}

/** Each recipient's due messages, grouped by who wrote them (first written first). */
function byRecipient(rows: DigestRow[]) {
  const recipients = new Map<string, { first: DigestRow; senders: Map<number, DigestSender> }>()
  for (const row of rows) {
    const entry = recipients.get(row.recipientId) ?? {
      first: row,
      senders: new Map<number, DigestSender>(),
    }
    const sender = entry.senders.get(row.threadId) ?? {
      name: row.senderName,
      count: 0,
      threadId: row.threadId,
    }
    sender.count += 1
    entry.senders.set(row.threadId, sender)
    recipients.set(row.recipientId, entry)
  }
  return [...recipients.values()]
}

export function createMessagesService(repo: MessagesRepository, deps: MessagesDeps) {
  const now = deps.now ?? (() => new Date())

  const callerOf = async (user: TokenClaims): Promise<Caller> => ({
    userId: user.sub,
    instructorId: await repo.instructorOf(user.sub),
  })

  /** The thread and the caller's side of it; 404 for a thread the caller is no party of. */
  async function partyThread(user: TokenClaims, id: number) {
    const caller = await callerOf(user)
    const thread = await repo.thread(id)
    if (thread?.studentId === caller.userId) return { thread, side: 'student' as const }
    if (thread && thread.instructorId === caller.instructorId) {
      return { thread, side: 'mentor' as const }
    }
    throw new NotFoundError(THREAD_NOT_FOUND)
  }

  async function opened(id: number, side: MessageSide, created: boolean) {
    const thread = await repo.thread(id)
    if (!thread) throw new NotFoundError(THREAD_NOT_FOUND)
    return { thread: refOf(thread, side), created }
  }

  return {
    /** POST /api/me/messages/threads: the student's thread with a mentor, made on first use. */
    async openAsStudent(user: TokenClaims, instructorId: number) {
      const mentor = await repo.mentor(instructorId)
      if (!mentor) throw new NotFoundError(MENTOR_NOT_FOUND)
      if (!mentor.userId) throw new NotFoundError(MENTOR_WITHOUT_ACCOUNT)
      if (mentor.userId === user.sub) throw new BadRequestError(NOT_YOURSELF)
      const { id, created } = await repo.open(instructorId, user.sub, now())
      return opened(id, 'student', created)
    },

    /** POST /api/instructor/messages/threads: the mentor's thread with a student who booked them. */
    async openAsMentor(user: TokenClaims, studentId: string) {
      const instructorId = await repo.instructorOf(user.sub)
      if (instructorId === null || studentId === user.sub) {
        throw new NotFoundError(STUDENT_NOT_FOUND)
      }
      if (!(await repo.hasBooking(instructorId, studentId))) {
        throw new NotFoundError(STUDENT_NOT_FOUND)
      }
      const { id, created } = await repo.open(instructorId, studentId, now())
      return opened(id, 'mentor', created)
    },

    /** GET /api/messages/threads: the caller's conversations, newest first. */
    async threads(user: TokenClaims): Promise<ThreadList> {
      const caller = await callerOf(user)
      const rows = await repo.threadsOf(caller)
      return {
        items: rows.map((row) => {
          const side: MessageSide = row.studentId === caller.userId ? 'student' : 'mentor'
          return {
            ...refOf(row, side),
            lastMessage:
              row.lastBody === null || row.lastCreatedAt === null
                ? null
                : {
                    preview: messagePreview(row.lastBody),
                    mine: row.lastSide === side,
                    createdAt: row.lastCreatedAt.toISOString(),
                  },
            lastMessageAt: row.lastMessageAt.toISOString(),
            unreadCount: row.unreadCount,
          }
        }),
      }
    },

    /**
     * GET /api/messages/threads/:id: the latest messages, which the caller has read now; with
     * `before`, the page of messages written before that one (an older page reads nothing new).
     */
    async thread(user: TokenClaims, id: number, before?: number): Promise<ThreadView> {
      const { thread, side } = await partyThread(user, id)
      const page = await repo.latest(thread.id, THREAD_MESSAGES_SHOWN, before)
      if (!page) throw new NotFoundError(MESSAGE_NOT_FOUND)
      const { rows, more } = page
      const newest = rows.at(-1)
      // Read up to the newest message shown: one written meanwhile stays unread.
      if (newest && before === undefined) await repo.markRead(thread.id, side, newest.createdAt)
      return {
        ...refOf(thread, side),
        messages: rows.map((row): Message => ({
          id: row.id,
          side: row.side,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
          mine: row.side === side,
        })),
        hasEarlier: more,
      }
    },

    /** POST /api/messages/threads/:id/messages. */
    async send(user: TokenClaims, id: number, body: string): Promise<Message> {
      const { thread, side } = await partyThread(user, id)
      const row = await repo.add({ threadId: thread.id, senderId: user.sub, side, body, at: now() })
      return {
        id: row.id,
        side: row.side,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        mine: true,
      }
    },

    /** GET /api/messages/unread: for the header's badge. */
    async unread(user: TokenClaims): Promise<UnreadCount> {
      return { count: await repo.unreadCount(await callerOf(user)) }
    },

    /**
     * E-mails each reader with a message unread for 15 minutes and not e-mailed yet: one e-mail
     * per reader, telling of every such message they have (the newer ones too, so a burst of
     * messages makes one e-mail), which are then marked e-mailed. Returns how many e-mails.
     */
    async digest(): Promise<{ emails: number; messages: number }> {
      const at = now()
      const result = await repo.digest(
        {
          at,
          dueBefore: new Date(at.getTime() - DIGEST_AFTER_MINUTES * MINUTE_MS),
          since: new Date(at.getTime() - DIGEST_LOOKBACK_MS),
        },
        async (tx: Db, rows) => {
          const recipients = byRecipient(rows)
          for (const { first, senders } of recipients) {
            await enqueueMessage(
              tx,
              messageDigest(
                {
                  id: first.recipientId,
                  name: first.recipientName,
                  email: first.recipientEmail,
                  side: first.recipientSide,
                },
                [...senders.values()],
                deps.publicUrl,
              ),
            )
          }
          return { emails: recipients.length, messages: rows.length }
        },
      )
      if (result.emails > 0) deps.onQueued?.()
      return result
    },
  }
}

export type MessagesService = ReturnType<typeof createMessagesService>

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages between mentors and students: tests call `messages.digest()` after moving the clock. */
    messages: MessagesService
  }
}
