import { randomBytes } from 'node:crypto'
import type { TokenClaims } from '@app/domain/auth'
import {
  cancellationRefundCents,
  freeSlots,
  latestStart,
  HOLD_MINUTES,
  REQUEST_EXPIRY_HOURS,
  rescheduleRefusal,
  SLOT_REFUSAL_MESSAGES,
  slotRefusal,
  type Availability,
  type BookSlotInput,
  type Booking,
  type MentorSessions,
  type MentorStats,
  type AnswerRequestInput,
  type OutcomeInput,
  type ResolveDisputeInput,
  canMarkOutcome,
  median,
  OUTCOME_WINDOW_HOURS,
  STATS_DAYS,
  type PublicSessions,
  type SessionPolicy,
  type SessionType,
  type SessionTypeInput,
  type SlotList,
  type SlotRefusal,
  type BookingSide,
} from '@app/domain/sessions'
import type { SessionTypeRow } from '../../db/schema'
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors'
import { availabilityOf, type BookingView, type SessionsRepository } from './sessions.repository'
import { bookingNews, bookingReminder } from './sessions.templates'
import { sessionFeed } from './ical'
import { pagePath } from '@app/domain/pages'
import { DEFAULT_POLICY } from '@app/domain/sessions'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
export const BOOKING_NOT_FOUND = 'Session booking not found'
export const TYPE_NOT_FOUND = 'Session type not found'
export const NOT_A_MENTOR = 'Only a mentor with a public profile offers sessions'
export const NO_HOURS = 'This mentor has not set their hours yet'

/** Who made a change to a booking's order: an account, or the system (no account). */
export interface SessionActor {
  id: string | null
  name: string
}

/** What sessions ask of the orders feature (built by the app). */
export interface SessionOrders {
  /** Cancels the order if it still awaits payment; its sessions' slots are freed with it. */
  cancelUnpaid: (orderId: string, actor: SessionActor, note: string) => Promise<void>
  /** Gives `amountCents` of a session's order line back through the refund path. */
  refundLine: (
    line: { orderId: string; orderLineId: string; userId: string },
    amountCents: number,
    actor: SessionActor,
    reason: string,
  ) => Promise<void>
}

export interface SessionsDeps {
  orders: SessionOrders
  /** The video-meeting base address (config MEETING_BASE_URL), without a trailing slash. */
  meetingBaseUrl: string
  /** The site's address for links in e-mails and invites (config PUBLIC_URL). */
  publicUrl: string
  /** Wakes the outbox after e-mails were stored. */
  onQueued?: () => void
  /** The account's instructor, made from the account when it has none (a mentor's first offer). */
  ensureInstructor: (account: { id: string; name: string; email: string }) => Promise<number>
  /** The clock (tests move it). */
  now?: () => Date
}

/** A meeting room name no one can guess: 160 random bits. */
const meetingToken = () => randomBytes(20).toString('base64url')

/** 422 for a start no rule allows, 409 for one another booking took first. */
function refusalError(refusal: SlotRefusal): AppError {
  const message = SLOT_REFUSAL_MESSAGES[refusal]
  return refusal === 'taken' || refusal === 'day_full'
    ? new ConflictError(message)
    : new AppError(422, message)
}

function toType(row: SessionTypeRow): SessionType {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents,
    requiresApproval: row.requiresApproval,
    active: row.active,
  }
}

export function createSessionsService(repo: SessionsRepository, deps: SessionsDeps) {
  const now = deps.now ?? (() => new Date())
  const meetingUrl = (token: string) => `${deps.meetingBaseUrl}/learnlane-${token}`

  function toBooking(row: BookingView): Booking {
    return {
      id: row.id,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      sessionType: {
        id: row.sessionTypeId,
        title: row.title,
        durationMinutes: row.durationMinutes,
      },
      priceCents: row.priceCents,
      mentor: {
        id: row.mentorUserId ?? '',
        instructorId: row.instructorId,
        name: row.mentorName,
        timeZone: row.mentorTimeZone,
      },
      student: { id: row.studentId, name: row.studentName, timeZone: row.studentTimeZone },
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
      paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
      orderId: row.orderId,
      meetingUrl: row.status === 'confirmed' ? meetingUrl(row.meetingToken) : null,
      rescheduleCount: row.rescheduleCount,
      policy: row.policy,
      answerMessage: row.answerMessage,
      outcome: row.outcome,
      outcomeBy: row.outcomeBy,
      outcomeNote: row.outcomeNote,
      disputeNote: row.disputeNote,
      resolution: row.resolution,
      resolutionNote: row.resolutionNote,
      review: row.review
        ? {
            rating: row.review.rating,
            comment: row.review.comment,
            createdAt: row.review.createdAt.toISOString(),
            updatedAt: row.review.updatedAt.toISOString(),
          }
        : null,
      createdAt: row.createdAt.toISOString(),
    }
  }

  /** The caller's instructor id: an admin without one is refused; a mentor's is made on first use. */
  async function mentorId(caller: TokenClaims): Promise<number> {
    const id = await repo.instructorIdOf(caller.sub)
    if (id !== null) return id
    if (caller.role !== 'teacher') throw new ForbiddenError(NOT_A_MENTOR)
    return deps.ensureInstructor({ id: caller.sub, name: caller.name, email: caller.email })
  }

  async function load(id: number): Promise<BookingView> {
    const row = await repo.find(id)
    if (!row) throw new NotFoundError(BOOKING_NOT_FOUND)
    return row
  }

  /** The booking if the caller is its student (or its mentor when `mentorToo`); 404 otherwise. */
  async function own(caller: TokenClaims, id: number, side: BookingSide) {
    const row = await load(id)
    const mine = side === 'student' ? row.studentId === caller.sub : row.mentorUserId === caller.sub
    if (!mine) throw new NotFoundError(BOOKING_NOT_FOUND)
    return row
  }

  /** The slot rules for a mentor's type at `start`, against their other bookings. */
  async function check(
    instructorId: number,
    durationMinutes: number,
    start: Date,
    at: Date,
    except?: number,
  ): Promise<{ availability: Availability; policy: SessionPolicy }> {
    const end = new Date(start.getTime() + durationMinutes * MINUTE_MS)
    const dayPad = 2 * DAY_MS
    // Both reads at once: a refused slot (most of them in a rush) costs one round trip.
    const [schedule, busy] = await Promise.all([
      repo.schedule(instructorId),
      repo.busy(
        instructorId,
        new Date(start.getTime() - dayPad),
        new Date(end.getTime() + dayPad),
        at,
        except,
      ),
    ])
    if (!schedule) throw new ConflictError(NO_HOURS)
    const availability = availabilityOf(schedule)
    const refusal = slotRefusal({ availability, durationMinutes, bookings: busy, now: at }, start)
    if (refusal) throw refusalError(refusal)
    return { availability, policy: schedule.policy }
  }

  /** Cancels a booking: its order's money back by the policy, its slot freed. */
  async function cancel(row: BookingView, by: BookingSide): Promise<number> {
    const at = now()
    if (!['confirmed', 'requested', 'awaiting_payment'].includes(row.status)) {
      throw new ConflictError(
        `A booking that is ${row.status.replace('_', ' ')} cannot be cancelled`,
      )
    }
    if (row.startsAt.getTime() <= at.getTime()) {
      throw new ConflictError('A session that has started cannot be cancelled')
    }
    const actor = {
      id: by === 'student' ? row.studentId : row.mentorUserId,
      name: by === 'student' ? row.studentName : row.mentorName,
    }
    // Not paid yet: the order goes, and with it the slot.
    if (row.status === 'awaiting_payment' && row.orderId) {
      await deps.orders.cancelUnpaid(row.orderId, actor, 'The session was cancelled')
      await repo.setStatus(row.id, 'cancelled', at, { cancelledAt: at, cancelledBy: by })
      return 0
    }
    let refundCents = 0
    const line = row.orderId ? await repo.lineOf(row.id) : null
    if (line && row.orderId && line.paidCents > 0 && !line.refundedAt) {
      refundCents = cancellationRefundCents(line.paidCents, row.policy, row.startsAt, at, by)
      await repo.setStatus(row.id, 'cancelled', at, { cancelledAt: at, cancelledBy: by })
      await deps.orders.refundLine(
        { orderId: row.orderId, orderLineId: line.id, userId: row.studentId },
        refundCents,
        actor,
        by === 'student' ? 'Session cancelled by the student' : 'Session cancelled by the mentor',
      )
      return refundCents
    }
    await repo.setStatus(row.id, 'cancelled', at, { cancelledAt: at, cancelledBy: by })
    return refundCents
  }

  const newsContext = { publicUrl: deps.publicUrl, meetingUrl }
  /** The feed's address for calendar apps: webcal:// on the site's host. */
  const feedUrl = (token: string) =>
    `${deps.publicUrl.replace(/^https?:/, 'webcal:')}/api/calendar/${token}.ics`

  /**
   * Tells both parties what changed since they were last told (confirmed, moved, cancelled,
   * released), each with its invite: after every change here, and in every sweep for changes
   * made elsewhere (an order paid by a provider's webhook).
   */
  async function announce(only?: number): Promise<number> {
    let sent = 0
    for (const row of await repo.withNews(only)) {
      const messages = bookingNews(row, row.notifiedStatus, newsContext)
      if (await repo.announce(row, messages)) sent += messages.length
    }
    return sent
  }

  /** Stores the reminders that are due (24 hours and 1 hour before a confirmed session). */
  async function remind(at: Date, only?: number): Promise<number> {
    let sent = 0
    for (const hours of [24, 1] as const) {
      for (const row of await repo.dueReminders(hours, at, only)) {
        // Inside the last hour the 1-hour reminder says it all: the 24-hour one is skipped.
        const late = hours === 24 && row.startsAt.getTime() - at.getTime() <= 60 * MINUTE_MS
        const messages = late ? [] : bookingReminder(row, hours, newsContext)
        if (await repo.remindWith(row.id, hours, at, messages)) sent += messages.length
      }
    }
    return sent
  }

  /**
   * After a change to a booking: its news and any reminder now due go out, and the outbox is
   * woken. (Changes made elsewhere, such as a payment, are told by the next sweep.)
   */
  async function tell(id: number): Promise<void> {
    const sent = (await announce(id)) + (await remind(now(), id))
    if (sent > 0) deps.onQueued?.()
  }

  /** Sessions held, the mentor's no-show rate and their median answer time, over 90 days. */
  async function stats(instructorId: number): Promise<MentorStats> {
    const at = now()
    const since = new Date(at.getTime() - STATS_DAYS * DAY_MS)
    const rows = await repo.statsFigures(instructorId, since, at)
    // A no-show stands unless the admin overturned it.
    const outcomeOf = (row: (typeof rows)[number]) =>
      row.resolution === 'overturned' ? (row.outcome === 'held' ? 'missed' : 'held') : row.outcome
    const due = rows.filter(
      (row) => row.status === 'confirmed' && row.endsAt > since && row.endsAt <= at,
    )
    const missed = due.filter((row) => outcomeOf(row) === 'mentor_no_show').length
    const held = due.filter((row) => {
      const outcome = outcomeOf(row)
      return outcome !== 'mentor_no_show' && outcome !== 'student_no_show'
    }).length
    const answers = rows
      .filter((row) => row.requiresApproval && row.answeredAt && row.createdAt > since)
      .map((row) => (row.answeredAt!.getTime() - row.createdAt.getTime()) / MINUTE_MS)
    const medianAnswer = median(answers)
    return {
      sessionsHeld: held,
      noShowRatePercent: due.length ? Math.round((missed / due.length) * 1000) / 10 : null,
      medianResponseMinutes: medianAnswer === null ? null : Math.round(medianAnswer),
    }
  }

  /** A paid booking's line given back in full (a request declined or run out, a mentor's no-show). */
  async function refundAll(row: BookingView, actor: SessionActor, reason: string) {
    const line = row.orderId ? await repo.lineOf(row.id) : null
    if (!line || !row.orderId || line.paidCents <= 0 || line.refundedAt) return 0
    await deps.orders.refundLine(
      { orderId: row.orderId, orderLineId: line.id, userId: row.studentId },
      line.paidCents,
      actor,
      reason,
    )
    return line.paidCents
  }

  return {
    toBooking,
    stats,

    /** Tells the news of bookings changed elsewhere (an order paid or cancelled) at once. */
    async tellNews(): Promise<void> {
      const sent = (await announce()) + (await remind(now()))
      if (sent > 0) deps.onQueued?.()
    },

    /** POST /api/instructor/sessions/bookings/:id/answer: accept (the slot re-checked) or decline. */
    async answer(caller: TokenClaims, id: number, input: AnswerRequestInput): Promise<Booking> {
      const row = await own(caller, id, 'mentor')
      const at = now()
      if (row.status !== 'requested') throw new ConflictError('This request was answered already')
      const message = input.message || null
      if (input.decision === 'accept') {
        if (row.startsAt <= at) throw new ConflictError('This request’s time has passed')
        // Accepting re-checks the slot: the hours may have changed since it was asked for.
        await check(row.instructorId, row.durationMinutes, row.startsAt, at, row.id).catch(
          (error: unknown) => {
            if (error instanceof AppError && error.statusCode === 422) return
            throw error
          },
        )
        await repo.setStatus(row.id, 'confirmed', at, { answeredAt: at, answerMessage: message })
      } else {
        await repo.setStatus(row.id, 'declined', at, { answeredAt: at, answerMessage: message })
        await refundAll(
          row,
          { id: caller.sub, name: row.mentorName },
          'The mentor declined the request',
        )
      }
      await tell(id)
      return toBooking(await load(id))
    },

    /** Either party says what happened, once, from 10 minutes after the start to 72 hours after. */
    async markOutcome(
      caller: TokenClaims,
      id: number,
      side: BookingSide,
      input: OutcomeInput,
    ): Promise<Booking> {
      const row = await own(caller, id, side)
      const at = now()
      if (row.status !== 'confirmed')
        throw new ConflictError('Only a booked session has an outcome')
      if (!canMarkOutcome(row.startsAt, at)) {
        throw new ConflictError(
          'An outcome can be given from 10 minutes after the start to 72 hours after',
        )
      }
      if (row.outcome) throw new ConflictError('The outcome of this session was given already')
      const outcome =
        input.outcome === 'held' ? 'held' : side === 'mentor' ? 'student_no_show' : 'mentor_no_show'
      await repo.setStatus(row.id, 'confirmed', at, {
        outcome,
        outcomeBy: side,
        outcomeNote: input.note || null,
        outcomeAt: at,
      })
      return toBooking(await load(id))
    },

    /** The other party disputes the outcome, once, within the same 72 hours. */
    async dispute(
      caller: TokenClaims,
      id: number,
      side: BookingSide,
      noteText: string,
    ): Promise<Booking> {
      const row = await own(caller, id, side)
      const at = now()
      if (!row.outcome || row.outcomeBy === side) {
        throw new ConflictError('Only the other party’s outcome can be disputed')
      }
      if (row.disputedAt) throw new ConflictError('This outcome was disputed already')
      if (!canMarkOutcome(row.startsAt, at)) {
        throw new ConflictError('The 72 hours to dispute this outcome have passed')
      }
      await repo.setStatus(row.id, row.status, at, { disputeNote: noteText, disputedAt: at })
      return toBooking(await load(id))
    },

    /** GET /api/admin/session-disputes. */
    async disputes(): Promise<{ items: Booking[] }> {
      return { items: (await repo.disputed()).map(toBooking) }
    },

    /**
     * POST /api/admin/session-disputes/:id: the outcome stands (upheld) or not (overturned). A
     * mentor's no-show that stands gives the student their money back.
     */
    async resolve(caller: TokenClaims, id: number, input: ResolveDisputeInput): Promise<Booking> {
      const row = await load(id)
      if (!row.disputedAt || row.resolvedAt) throw new NotFoundError('Dispute not found')
      const at = now()
      await repo.setStatus(row.id, row.status, at, {
        resolution: input.resolution,
        resolutionNote: input.note || null,
        resolvedAt: at,
        resolvedBy: caller.sub,
      })
      if (row.outcome === 'mentor_no_show' && input.resolution === 'upheld') {
        await refundAll(
          row,
          { id: caller.sub, name: 'Dispute resolved' },
          'The mentor did not come',
        )
      }
      return toBooking(await load(id))
    },

    /** GET /api/instructors/:id/sessions. */
    async publicSessions(instructorId: number): Promise<PublicSessions> {
      if (!(await repo.instructorExists(instructorId))) throw new NotFoundError('Mentor not found')
      const schedule = await repo.schedule(instructorId)
      const types = schedule ? await repo.types(instructorId, true) : []
      return {
        timeZone: schedule?.timeZone ?? 'UTC',
        stats: await stats(instructorId),
        policy: schedule?.policy ?? { ...DEFAULT_POLICY },
        types: types.map((row) => {
          const { active: _active, ...type } = toType(row)
          return type
        }),
      }
    },

    /** GET /api/instructors/:id/sessions/:typeId/slots. */
    async slots(
      instructorId: number,
      typeId: number,
      query: { from?: string | undefined; days: number },
    ): Promise<SlotList> {
      const type = await repo.type(typeId)
      if (!type || type.instructorId !== instructorId || !type.active) {
        throw new NotFoundError(TYPE_NOT_FOUND)
      }
      const at = now()
      const from = query.from ? new Date(query.from) : at
      const to = new Date(from.getTime() + query.days * DAY_MS)
      const schedule = await repo.schedule(instructorId)
      if (!schedule) {
        const none = { timeZone: 'UTC', bookableUntil: null, slots: [] }
        return { ...none, from: from.toISOString(), to: to.toISOString() }
      }
      const availability = availabilityOf(schedule)
      const busy = await repo.busy(
        instructorId,
        new Date(from.getTime() - DAY_MS),
        new Date(to.getTime() + DAY_MS),
        at,
      )
      const slots = freeSlots(
        { availability, durationMinutes: type.durationMinutes, bookings: busy, now: at },
        from,
        to,
      )
      return {
        timeZone: availability.timeZone,
        from: from.toISOString(),
        to: to.toISOString(),
        bookableUntil: new Date(latestStart(availability, at)).toISOString(),
        slots: slots.map((slot) => slot.toISOString()),
      }
    },

    /**
     * POST /api/sessions/bookings. Every rule is checked again here; the database then refuses a
     * booking that overlaps another, so of two students racing for one slot exactly one wins.
     * A paid session is held for 10 minutes while its student checks out; a free one is booked
     * (or asked for, when the mentor approves each request).
     */
    async book(caller: TokenClaims, input: BookSlotInput): Promise<Booking> {
      const type = await repo.type(input.sessionTypeId)
      if (!type || !type.active) throw new NotFoundError(TYPE_NOT_FOUND)
      const at = now()
      const start = new Date(input.startsAt)
      const { availability, policy } = await check(
        type.instructorId,
        type.durationMinutes,
        start,
        at,
      )
      const end = new Date(start.getTime() + type.durationMinutes * MINUTE_MS)
      const paid = type.priceCents > 0
      const status = paid ? 'held' : type.requiresApproval ? 'requested' : 'confirmed'
      const row = await repo.insertBooking(
        {
          instructorId: type.instructorId,
          sessionTypeId: type.id,
          studentId: caller.sub,
          status,
          title: type.title,
          durationMinutes: type.durationMinutes,
          priceCents: type.priceCents,
          startsAt: start,
          endsAt: end,
          bufferBeforeMinutes: availability.bufferBeforeMinutes,
          bufferAfterMinutes: availability.bufferAfterMinutes,
          blockedFrom: new Date(start.getTime() - availability.bufferBeforeMinutes * MINUTE_MS),
          blockedUntil: new Date(end.getTime() + availability.bufferAfterMinutes * MINUTE_MS),
          mentorTimeZone: availability.timeZone,
          studentTimeZone: input.timeZone,
          policy,
          requiresApproval: type.requiresApproval,
          holdExpiresAt: paid ? new Date(at.getTime() + HOLD_MINUTES * MINUTE_MS) : null,
          requestExpiresAt:
            status === 'requested'
              ? new Date(at.getTime() + REQUEST_EXPIRY_HOURS * 60 * MINUTE_MS)
              : null,
          meetingToken: meetingToken(),
          // A booked or requested session is news at once; a hold is not yet.
          sequence: status === 'held' ? 0 : 1,
          createdAt: at,
          updatedAt: at,
        },
        at,
      )
      if (!row) throw refusalError('taken')
      await tell(row.id)
      return toBooking(await load(row.id))
    },

    /** DELETE /api/sessions/bookings/:id/hold: the student went back; the slot is free at once. */
    async release(caller: TokenClaims, id: number): Promise<void> {
      await own(caller, id, 'student')
      if (!(await repo.release(id, caller.sub, now()))) {
        throw new ConflictError('This slot is no longer held for checkout')
      }
    },

    /** GET /api/me/sessions. */
    async mine(caller: TokenClaims): Promise<{ items: Booking[] }> {
      const at = now()
      const rows = await repo.ofStudent(caller.sub)
      return {
        items: rows
          .filter((row) => row.status !== 'held' || (row.holdExpiresAt ?? at) > at)
          .map(toBooking),
      }
    },

    /**
     * POST /api/me/sessions/:id/cancel (refunded by the booking's own policy) and
     * POST /api/instructor/sessions/bookings/:id/cancel (everything paid goes back).
     */
    async cancelBooking(caller: TokenClaims, id: number, side: BookingSide) {
      const row = await own(caller, id, side)
      const refundCents = await cancel(row, side)
      await tell(id)
      return { booking: toBooking(await load(id)), refundCents }
    },

    /** POST /api/me/sessions/:id/reschedule: another free slot, within the booking's own policy. */
    async reschedule(caller: TokenClaims, id: number, startsAt: string): Promise<Booking> {
      const row = await own(caller, id, 'student')
      const at = now()
      if (row.status !== 'confirmed' && row.status !== 'requested') {
        throw new ConflictError('Only a booked session can be rescheduled')
      }
      const why = rescheduleRefusal(row.policy, row.rescheduleCount, row.startsAt, at)
      if (why) throw new ConflictError(why)
      const start = new Date(startsAt)
      const { availability } = await check(row.instructorId, row.durationMinutes, start, at, row.id)
      const end = new Date(start.getTime() + row.durationMinutes * MINUTE_MS)
      const moved = await repo.move(
        row.id,
        row.instructorId,
        {
          startsAt: start,
          endsAt: end,
          blockedFrom: new Date(start.getTime() - availability.bufferBeforeMinutes * MINUTE_MS),
          blockedUntil: new Date(end.getTime() + availability.bufferAfterMinutes * MINUTE_MS),
        },
        at,
      )
      if (!moved) throw refusalError('taken')
      await tell(id)
      return toBooking(await load(id))
    },

    /** GET /api/me/calendar-feed: the caller's secret feed address, or null. */
    async feedAddress(caller: TokenClaims): Promise<{ url: string | null }> {
      const token = await repo.feedToken(caller.sub)
      return { url: token ? feedUrl(token) : null }
    },

    /** POST /api/me/calendar-feed: a new address; the old one stops working at once. */
    async renewFeed(caller: TokenClaims): Promise<{ url: string }> {
      const token = randomBytes(20).toString('base64url')
      await repo.replaceFeedToken(caller.sub, token, now())
      return { url: feedUrl(token) }
    },

    /** DELETE /api/me/calendar-feed. */
    async revokeFeed(caller: TokenClaims): Promise<void> {
      await repo.deleteFeedToken(caller.sub)
    },

    /** GET /api/calendar/:token.ics: the sessions of whoever holds the secret. */
    async feed(token: string): Promise<string> {
      const userId = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await repo.userOfFeedToken(token) : null
      if (!userId) throw new NotFoundError('Calendar not found')
      const since = new Date(now().getTime() - STATS_DAYS * DAY_MS)
      const rows = await repo.feedOf(userId, since)
      return sessionFeed(
        rows.map((row) => {
          const side = row.studentId === userId ? 'student' : 'mentor'
          return {
            bookingId: row.id,
            sequence: row.sequence,
            startsAt: row.startsAt,
            endsAt: row.endsAt,
            title: row.title,
            mentor: { name: row.mentorName, email: row.mentorEmail },
            student: { name: row.studentName, email: row.studentEmail },
            meetingUrl: row.status === 'confirmed' ? meetingUrl(row.meetingToken) : null,
            pageUrl: `${deps.publicUrl}${pagePath(side === 'student' ? 'studentSessions' : 'instructorSessions')}`,
            cancelled: row.status !== 'confirmed',
          }
        }),
        deps.publicUrl,
      )
    },

    /** GET /api/instructor/sessions. */
    async mentorSessions(caller: TokenClaims): Promise<MentorSessions> {
      // An admin without a mentor profile of their own sees an empty page, not a refusal.
      if (caller.role === 'admin' && (await repo.instructorIdOf(caller.sub)) === null) {
        return {
          instructorId: null,
          availability: availabilityOf(null),
          policy: { ...DEFAULT_POLICY },
          types: [],
          bookings: [],
        }
      }
      const instructorId = await mentorId(caller)
      const schedule = await repo.schedule(instructorId)
      const [types, rows] = [
        await repo.types(instructorId, false),
        await repo.ofInstructor(instructorId),
      ]
      return {
        instructorId,
        availability: availabilityOf(schedule),
        policy: schedule?.policy ?? { ...DEFAULT_POLICY },
        types: types.map(toType),
        bookings: rows.map(toBooking),
      }
    },

    /** PUT /api/instructor/sessions/availability. */
    async saveAvailability(caller: TokenClaims, availability: Availability): Promise<Availability> {
      const instructorId = await mentorId(caller)
      return availabilityOf(await repo.saveSchedule(instructorId, availability, undefined, now()))
    },

    /** PUT /api/instructor/sessions/policy: for bookings made from now on. */
    async savePolicy(caller: TokenClaims, policy: SessionPolicy): Promise<SessionPolicy> {
      const instructorId = await mentorId(caller)
      const schedule = await repo.schedule(instructorId)
      const saved = await repo.saveSchedule(instructorId, availabilityOf(schedule), policy, now())
      return saved.policy
    },

    async createType(caller: TokenClaims, input: SessionTypeInput): Promise<SessionType> {
      const instructorId = await mentorId(caller)
      return toType(await repo.insertType(instructorId, input))
    },

    async updateType(
      caller: TokenClaims,
      id: number,
      input: SessionTypeInput,
    ): Promise<SessionType> {
      const instructorId = await mentorId(caller)
      const row = await repo.updateType(instructorId, id, input)
      if (!row) throw new NotFoundError(TYPE_NOT_FOUND)
      return toType(row)
    },

    /**
     * Frees what ran out: holds never taken to checkout, offline payments past their deadline
     * (the order is cancelled) and requests not answered in 48 hours (refunded in full).
     */
    async sweep(): Promise<{ expired: number; overdue: number; sent: number }> {
      const at = now()
      const expired = await repo.expireHolds(at)
      const overdue = await repo.overdue(at)
      for (const row of overdue) {
        const view = await repo.find(row.id)
        if (!view) continue
        if (row.status === 'awaiting_payment' && row.orderId) {
          await deps.orders.cancelUnpaid(
            row.orderId,
            { id: null, name: 'Payment deadline' },
            'The session was not paid in time',
          )
          await repo.setStatus(row.id, 'expired', at)
        } else if (row.status === 'requested') {
          await repo.setStatus(row.id, 'expired', at)
          await refundAll(
            view,
            { id: null, name: 'Request expired' },
            'The mentor did not answer the request in 48 hours',
          )
        }
      }
      // A mentor's no-show nobody disputed in 72 hours stands: the student is refunded.
      const windowStart = new Date(at.getTime() - OUTCOME_WINDOW_HOURS * 60 * MINUTE_MS)
      for (const { id } of await repo.undisputedMentorNoShows(windowStart)) {
        const view = await repo.find(id)
        if (view) await refundAll(view, { id: null, name: 'No-show' }, 'The mentor did not come')
      }
      const sent = (await announce()) + (await remind(at))
      if (sent > 0) deps.onQueued?.()
      return { expired, overdue: overdue.length, sent }
    },
  }
}
export type SessionsService = ReturnType<typeof createSessionsService>

declare module 'fastify' {
  interface FastifyInstance {
    /** Mentoring sessions: tests call `sessions.sweep()` after moving the clock. */
    sessions: SessionsService
  }
}
