import type { MessageSide } from '@app/domain/messages'
import { and, desc, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import {
  bookings,
  instructorAccounts,
  instructors,
  messages,
  messageThreads,
  users,
  type MessageRow,
  type MessageThreadRow,
} from '../../db/schema'
import { instructorIdOf } from '../../accounts/instructor-of'

/** Who asks: their account, and the mentor profile it teaches as (if any). */
export interface Caller {
  userId: string
  instructorId: number | null
}

/** A thread with both parties' names. */
export interface ThreadRow extends MessageThreadRow {
  mentorName: string
  studentName: string
}

/** A line of the caller's thread list. */
export interface ThreadListRow extends ThreadRow {
  unreadCount: number
  lastBody: string | null
  lastSide: MessageSide | null
  lastCreatedAt: Date | null
}

/** An unread message due in a digest, with who reads it and who wrote it. */
export interface DigestRow {
  messageId: number
  threadId: number
  recipientId: string
  recipientName: string
  recipientEmail: string
  /** The reader's side (the page the e-mail links to). */
  recipientSide: MessageSide
  senderName: string
  createdAt: Date
}

const mentorAccount = alias(users, 'mentor_account')
const student = alias(users, 'student')

/** The caller's side of a thread row, in SQL. */
const sideSql = (caller: Caller) =>
  sql<MessageSide>`case when ${messageThreads.studentId} = ${caller.userId} then 'student' else 'mentor' end`

/** When the caller last read the thread, in SQL. */
const readAtSql = (caller: Caller) =>
  sql`case when ${messageThreads.studentId} = ${caller.userId} then ${messageThreads.studentReadAt} else ${messageThreads.mentorReadAt} end`

/** Threads the caller is a party of. */
const partyOf = (caller: Caller): SQL =>
  or(
    eq(messageThreads.studentId, caller.userId),
    caller.instructorId === null ? undefined : eq(messageThreads.instructorId, caller.instructorId),
  )!

/** Messages of the other side the caller has not read, per thread (correlated). */
const unreadSql = (caller: Caller) =>
  sql<number>`(select count(*) from ${messages} where ${messages.threadId} = ${messageThreads.id} and ${messages.side} <> ${sideSql(caller)} and (${readAtSql(caller)} is null or ${messages.createdAt} > ${readAtSql(caller)}))`.mapWith(
    Number,
  )

/** A message unread by its reader: written after the reader's side last read the thread. */
const unreadByReader = sql`(case when ${messages.side} = 'student' then ${messageThreads.mentorReadAt} else ${messageThreads.studentReadAt} end) is null or ${messages.createdAt} > (case when ${messages.side} = 'student' then ${messageThreads.mentorReadAt} else ${messageThreads.studentReadAt} end)`

export function createMessagesRepository(db: Db) {
  const threadSelection = {
    thread: messageThreads,
    mentorName: instructors.name,
    studentName: student.name,
  }
  const flat = (rows: { thread: MessageThreadRow; mentorName: string; studentName: string }[]) =>
    rows.map(({ thread, ...names }): ThreadRow => ({ ...thread, ...names }))

  return {
    instructorOf: (userId: string) => instructorIdOf(db, userId),

    /** A mentor profile and the account that reads its messages (null when none does). */
    async mentor(instructorId: number): Promise<{ userId: string | null } | null> {
      const [row] = await db
        .select({ userId: instructorAccounts.userId })
        .from(instructors)
        .leftJoin(instructorAccounts, eq(instructorAccounts.instructorId, instructors.id))
        .where(eq(instructors.id, instructorId))
      return row ?? null
    },

    /** Whether the student has booked the mentor (any booking, whatever became of it). */
    async hasBooking(instructorId: number, studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.instructorId, instructorId), eq(bookings.studentId, studentId)))
        .limit(1)
      return Boolean(row)
    },

    /** The pair's thread, made on first use; `created` says whether it was made now. */
    async open(
      instructorId: number,
      studentId: string,
      at: Date,
    ): Promise<{ id: number; created: boolean }> {
      const [made] = await db
        .insert(messageThreads)
        .values({ instructorId, studentId, lastMessageAt: at, createdAt: at })
        .onConflictDoNothing({ target: [messageThreads.instructorId, messageThreads.studentId] })
        .returning({ id: messageThreads.id })
      if (made) return { id: made.id, created: true }
      const [found] = await db
        .select({ id: messageThreads.id })
        .from(messageThreads)
        .where(
          and(
            eq(messageThreads.instructorId, instructorId),
            eq(messageThreads.studentId, studentId),
          ),
        )
      if (!found) throw new Error('the message thread was neither made nor found')
      return { id: found.id, created: false }
    },

    async thread(id: number): Promise<ThreadRow | null> {
      const rows = await db
        .select(threadSelection)
        .from(messageThreads)
        .innerJoin(instructors, eq(instructors.id, messageThreads.instructorId))
        .innerJoin(student, eq(student.id, messageThreads.studentId))
        .where(eq(messageThreads.id, id))
      return flat(rows)[0] ?? null
    },

    /** The caller's threads that have messages, newest first, with their unread counts. */
    async threadsOf(caller: Caller): Promise<ThreadListRow[]> {
      const last = db
        .select({
          body: messages.body,
          side: messages.side,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(eq(messages.threadId, messageThreads.id))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(1)
        .as('last')
      const rows = await db
        .select({
          ...threadSelection,
          unreadCount: unreadSql(caller),
          lastBody: last.body,
          lastSide: last.side,
          lastCreatedAt: last.createdAt,
        })
        .from(messageThreads)
        .innerJoin(instructors, eq(instructors.id, messageThreads.instructorId))
        .innerJoin(student, eq(student.id, messageThreads.studentId))
        .innerJoinLateral(last, sql`true`)
        .where(partyOf(caller))
        .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
      return rows.map(({ thread, mentorName, studentName, ...rest }) => ({
        ...thread,
        mentorName,
        studentName,
        ...rest,
      }))
    },

    /** Messages of the other side the caller has not read, over all their threads. */
    async unreadCount(caller: Caller): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${unreadSql(caller)}), 0)`.mapWith(Number) })
        .from(messageThreads)
        .where(partyOf(caller))
      return row?.count ?? 0
    },

    /**
     * The latest `limit` messages of a thread (or those written before the message `before`),
     * oldest first, and whether older ones exist; null when `before` is not of this thread.
     */
    async latest(
      threadId: number,
      limit: number,
      before?: number,
    ): Promise<{ rows: MessageRow[]; more: boolean } | null> {
      let older: SQL | undefined
      if (before !== undefined) {
        const [mark] = await db
          .select({ createdAt: messages.createdAt, id: messages.id })
          .from(messages)
          .where(and(eq(messages.threadId, threadId), eq(messages.id, before)))
        if (!mark) return null
        older = or(
          lt(messages.createdAt, mark.createdAt),
          and(eq(messages.createdAt, mark.createdAt), lt(messages.id, mark.id)),
        )
      }
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.threadId, threadId), older))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1)
      return { rows: rows.slice(0, limit).reverse(), more: rows.length > limit }
    },

    /** The side has read the thread up to `upTo` (never moved back). */
    async markRead(threadId: number, side: MessageSide, upTo: Date): Promise<void> {
      const column = side === 'student' ? messageThreads.studentReadAt : messageThreads.mentorReadAt
      const later = sql`greatest(${column}, ${upTo.toISOString()}::timestamptz)`
      await db
        .update(messageThreads)
        .set(side === 'student' ? { studentReadAt: later } : { mentorReadAt: later })
        .where(eq(messageThreads.id, threadId))
    },

    /** Stores a message and moves the thread to the top of both lists. */
    async add(message: {
      threadId: number
      senderId: string
      side: MessageSide
      body: string
      at: Date
    }): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({
            threadId: message.threadId,
            senderId: message.senderId,
            side: message.side,
            body: message.body,
            createdAt: message.at,
          })
          .returning()
        await tx
          .update(messageThreads)
          .set({
            lastMessageAt: sql`greatest(${messageThreads.lastMessageAt}, ${message.at.toISOString()}::timestamptz)`,
          })
          .where(eq(messageThreads.id, message.threadId))
        return row!
      })
    },

    /**
     * In one transaction: the unread messages not e-mailed yet of every reader who has one
     * written before `dueBefore` (and after `since`, which bounds the scan), locked so that
     * another instance's digest skips them; `send` stores the e-mails, and the messages are
     * marked notified at `at`. Returns what `send` returns.
     */
    async digest<T>(
      window: { since: Date; dueBefore: Date; at: Date },
      send: (tx: Db, rows: DigestRow[]) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const recipientId = sql<string>`case when ${messages.side} = 'student' then ${mentorAccount.id} else ${student.id} end`
        const pending = await tx
          .select({
            messageId: messages.id,
            threadId: messages.threadId,
            recipientId,
            recipientName: sql<string>`case when ${messages.side} = 'student' then ${instructors.name} else ${student.name} end`,
            recipientEmail: sql<string>`case when ${messages.side} = 'student' then ${mentorAccount.email} else ${student.email} end`,
            recipientSide: sql<MessageSide>`case when ${messages.side} = 'student' then 'mentor' else 'student' end`,
            senderName: sql<string>`case when ${messages.side} = 'student' then ${student.name} else ${instructors.name} end`,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
          .innerJoin(instructors, eq(instructors.id, messageThreads.instructorId))
          .innerJoin(student, eq(student.id, messageThreads.studentId))
          .leftJoin(
            instructorAccounts,
            eq(instructorAccounts.instructorId, messageThreads.instructorId),
          )
          .leftJoin(mentorAccount, eq(mentorAccount.id, instructorAccounts.userId))
          .where(
            and(
              isNull(messages.notifiedAt),
              gt(messages.createdAt, window.since),
              lte(messages.createdAt, window.at),
              unreadByReader,
              // A mentor profile no account reads has no one to e-mail.
              sql`${recipientId} is not null`,
            ),
          )
          .orderBy(messages.createdAt, messages.id)
          .for('update', { of: messages, skipLocked: true })
        const due = new Set(
          pending.filter((row) => row.createdAt <= window.dueBefore).map((row) => row.recipientId),
        )
        const rows = pending.filter((row) => due.has(row.recipientId))
        const result = await send(tx, rows)
        if (rows.length > 0) {
          await tx
            .update(messages)
            .set({ notifiedAt: window.at })
            .where(
              sql`${messages.id} in (${sql.join(
                rows.map((row) => sql`${row.messageId}`),
                sql`, `,
              )})`,
            )
        }
        return result
      })
    },
  }
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>
