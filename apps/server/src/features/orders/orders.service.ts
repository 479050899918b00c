import { createHash } from 'node:crypto'
import type { Account, TokenClaims } from '@app/domain/auth'
import { pageCount, type CourseSummary } from '@app/domain/catalog'
import type { Enrolment } from '@app/domain/learning'
import {
  ORDERS_PAGE_SIZE,
  countryCode,
  formatOrderNumber,
  initialOrderStatus,
  isOnlineMethod,
  isOrderPaid,
  paymentInstructions,
  paymentMethodRefusal,
  type OnlinePayments,
  type AdminOrderQuery,
  type Billing,
  type Order,
  type OrderLine,
  type OrderList,
  type OrderStatus,
  type OrderStatusChange,
  type PaymentMethod,
  type RefundState,
  refundableUntil,
  type PlaceOrderInput,
} from '@app/domain/orders'
import { normalEmail } from '@app/domain/text'
import type { Db } from '../../db/client'
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../lib/errors'
import {
  canBuyCourses,
  COURSE_BOUGHT_ONCE,
  HOLD_EXPIRED,
  stockMessage,
  type CartService,
} from '../../commerce/cart.service'
import { enqueueMessage } from '../../outbox/outbox.repository'
import { offlinePaymentDue } from '@app/domain/sessions'
import { onlinePaymentDue } from './booking-moves'
import { moveOrder } from './order-moves'
import type { OrderEventRow, OrderLineRow, OrderRow, OrdersRepository } from './orders.repository'
import { orderConfirmation } from './orders.templates'
import { recordManualPayment } from './payments.service'
import { createRefundsRepository, type RefundsRepository } from './refunds.repository'
import { UUID } from '../../lib/uuid'

export const COURSES_NEED_LOGIN = 'Log in with a student account to buy courses'
export const COURSES_NEED_STUDENT =
  'Courses are bought with a student account. Log in as a student to buy them.'
export const KEY_REUSED = 'This Idempotency-Key was already used for a different order'
export const COURSE_ALREADY_ORDERED = 'A course of this cart is already in another of your orders'
export const SESSIONS_NEED_LOGIN = 'Log in with a student account to book a session'
export const PAY_SESSION_ONLINE =
  'This session starts too soon to wait for a bank transfer or check: pay by card or PayPal, or choose a later time'
const ORDER_NOT_FOUND = 'Order not found'

/** 409 naming the buyer's open order that already holds the course, so checkout can offer it. */
const conflict = (message: string, openOrderId: string | undefined) =>
  new ConflictError(message, openOrderId ? { openOrderId } : {})

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * When each held session of an order must be paid: online, a fresh hold from now; offline, the
 * domain's deadline. Null when an offline deadline is already past for one of them.
 */
async function sessionDues(
  r: OrdersRepository,
  ids: readonly number[],
  online: boolean,
  at: Date,
): Promise<((start: Date) => Date) | null> {
  if (online) return () => onlinePaymentDue(at)
  const starts = await r.sessionStarts(ids)
  if (starts.some((start) => offlinePaymentDue(start, at) === null)) return null
  return (start) => offlinePaymentDue(start, at)!
}

/** Who placed the order (account id or 'guest') and what they sent, after parsing. */
export function requestHash(caller: string, input: PlaceOrderInput): string {
  return createHash('sha256').update(canonicalJson({ caller, input })).digest('hex')
}

/** What the order pages show of refunds: each line's latest request, and the order's window. */
interface RefundFacts {
  lines: Map<string, { state: RefundState; amountCents: number }>
  paidAt: Map<string, Date>
}
const NO_REFUNDS: RefundFacts = { lines: new Map(), paidAt: new Map() }

function refundableUntilOf(row: OrderRow, facts: RefundFacts): string | null {
  if (!isOrderPaid(row.status) || row.totalCents === 0) return null
  return refundableUntil(facts.paidAt.get(row.id) ?? row.createdAt).toISOString()
}

function toLine(row: OrderLineRow, facts: RefundFacts = NO_REFUNDS): OrderLine {
  return {
    kind: row.kind,
    itemId:
      (row.kind === 'course'
        ? row.courseId
        : row.kind === 'session'
          ? row.bookingId
          : row.productId) ?? 0,
    title: row.title,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    lineTotalCents: row.lineTotalCents,
    refund: facts.lines.get(row.id) ?? null,
  }
}

/** Whether this shop takes the method online now (its provider is configured). */
const paidOnline = (method: PaymentMethod, online: OnlinePayments) =>
  isOnlineMethod(method) && online[method]

function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  events: OrderEventRow[],
  online: OnlinePayments,
  facts: RefundFacts,
): Order {
  const number = formatOrderNumber(row.number)
  const onlineNow = paidOnline(row.paymentMethod, online)
  return {
    id: row.id,
    number,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentInstructions: paymentInstructions(row.paymentMethod, number, row.status, onlineNow),
    payOnline: onlineNow && row.status === 'pending_payment' && row.totalCents > 0,
    paymentIssue: row.paymentIssue,
    email: row.email,
    billing: storedBilling(row.billing),
    lines: lines.map((line) => toLine(line, facts)),
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    couponCode: row.couponCode,
    shippingCents: row.shippingCents,
    totalCents: row.totalCents,
    refundableUntil: refundableUntilOf(row, facts),
    history: events.map((event) => ({
      status: event.toStatus as OrderStatus,
      at: event.createdAt.toISOString(),
      by: event.actorName,
      note: event.note,
    })),
  }
}

/**
 * An order's billing as stored: orders placed before countries were codes hold the sample
 * country's name ('United States'), read as its code ('US').
 */
function storedBilling(stored: unknown): Billing {
  const billing = stored as Billing
  if (typeof billing.country !== 'string') return billing
  return { ...billing, country: countryCode(billing.country) ?? billing.country }
}

/** "Sam Student" -> Sam / Student; a one-word name is the first name. */
function splitName(name: string): { firstName: string; lastName?: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return rest.length ? { firstName: first, lastName: rest.join(' ') } : { firstName: first }
}

export interface OrdersDeps {
  /** The cart's pricing, built on the database handle given (the checkout's transaction). */
  pricing: (db: Db) => CartService
  /** Course summaries by id, whatever their status (from the courses feature). */
  courseSummaries: (ids: number[]) => Promise<CourseSummary[]>
  /** The signed-in account (from the auth feature). */
  account: (id: string) => Promise<Account>
  /** The site's address for links in e-mails (config PUBLIC_URL, no trailing slash). */
  publicUrl: string
  /** Which online payment methods are configured. */
  online: OnlinePayments
  /** Refund requests and paid dates, for the order pages. */
  refunds: RefundsRepository
  /** The clock of holds and payment deadlines (tests move it). */
  now?: () => Date
}

export interface PlacedOrder {
  order: Order
  /** False when the Idempotency-Key was seen before and the stored order is answered again. */
  isNew: boolean
}

export function createOrdersService(repo: OrdersRepository, deps: OrdersDeps) {
  const now = deps.now ?? (() => new Date())
  /** The order as shown; `refunds` reads on the same handle as `r` (a transaction's, in checkout). */
  async function loadRow(
    r: OrdersRepository,
    id: string,
    refunds: RefundsRepository = deps.refunds,
  ): Promise<{ row: OrderRow; order: Order } | null> {
    if (!UUID.test(id)) return null
    const row = await r.findOrder(id)
    if (!row) return null
    const [lines, events] = [await r.linesOf([id]), await r.eventsOf(id)]
    const facts = await refundFacts([id], lines, refunds)
    return { row, order: toOrder(row, lines, events, deps.online, facts) }
  }

  async function getForAdmin(id: string): Promise<Order> {
    const found = await loadRow(repo, id)
    if (!found) throw new NotFoundError(ORDER_NOT_FOUND)
    return found.order
  }

  async function refundFacts(
    orderIds: string[],
    lines: OrderLineRow[],
    refunds: RefundsRepository = deps.refunds,
  ): Promise<RefundFacts> {
    const [byLine, paidAt] = [
      await refunds.latestOfLines(lines.map((line) => line.id)),
      await refunds.paidAtOf(orderIds),
    ]
    return { lines: byLine, paidAt }
  }

  async function toList(rows: OrderRow[], total: number, page: number): Promise<OrderList> {
    const lines = await repo.linesOf(rows.map((row) => row.id))
    const facts = await refundFacts(
      rows.map((row) => row.id),
      lines,
    )
    return {
      items: rows.map((row) => ({
        id: row.id,
        number: formatOrderNumber(row.number),
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        paymentMethod: row.paymentMethod,
        email: row.email,
        totalCents: row.totalCents,
        refundableUntil: refundableUntilOf(row, facts),
        lines: lines.filter((line) => line.orderId === row.id).map((line) => toLine(line, facts)),
      })),
      total,
      page,
      pageSize: ORDERS_PAGE_SIZE,
      pageCount: pageCount(total, ORDERS_PAGE_SIZE),
    }
  }

  return {
    /**
     * POST /api/orders. Everything is priced again from the database; in one transaction the
     * order row is inserted first under its Idempotency-Key, then the coupon is locked and
     * checked, stock is taken, lines, history and the confirmation e-mail are stored, and a free
     * order enrols at once. Any refusal rolls the whole order back.
     */
    async place(
      input: PlaceOrderInput,
      idempotencyKey: string,
      caller: TokenClaims | null,
    ): Promise<PlacedOrder> {
      const hasCourses = input.lines.some((line) => line.kind === 'course')
      const hasProducts = input.lines.some((line) => line.kind === 'product')
      const sessionIds = input.lines.filter((l) => l.kind === 'session').map((l) => l.id)
      if (input.lines.some((line) => line.kind !== 'product' && line.quantity > 1)) {
        throw new BadRequestError(COURSE_BOUGHT_ONCE)
      }
      if (hasCourses && !caller) throw new UnauthorizedError(COURSES_NEED_LOGIN)
      if (sessionIds.length && !caller) throw new UnauthorizedError(SESSIONS_NEED_LOGIN)
      if ((hasCourses || sessionIds.length) && !canBuyCourses(caller?.role)) {
        throw new ForbiddenError(COURSES_NEED_STUDENT)
      }
      const refusal = paymentMethodRefusal(
        input.paymentMethod,
        hasProducts,
        deps.online,
        sessionIds.length > 0,
      )
      if (refusal) throw new BadRequestError(refusal)
      const at = now()

      const userId = caller?.sub ?? null
      const email = normalEmail(input.billing.email)
      const hash = requestHash(userId ?? 'guest', input)

      const placed = await repo.transaction(async (r, tx) => {
        const stub = await r.insertOrder({
          userId,
          email,
          billing: input.billing,
          paymentMethod: input.paymentMethod,
          idempotencyKey,
          requestHash: hash,
        })
        if (!stub) return null

        const buyer = {
          userId,
          emails: [...new Set([email, ...(caller ? [normalEmail(caller.email)] : [])])],
        }
        const { lines, totals, coupon, couponRefusal } = await deps.pricing(tx).price(input, {
          buyer,
          lockCoupon: true,
          now: at,
        })
        const problem = lines.find((line) => line.problem)?.problem
        if (problem?.code === 'course_quantity') throw new BadRequestError(problem.message)
        if (problem) throw conflict(problem.message, problem.orderId)
        if (couponRefusal) throw new ConflictError(couponRefusal)

        // In product id order, so two orders never wait on each other's rows.
        const productLines = lines
          .filter((line) => line.kind === 'product')
          .sort((a, b) => a.id - b.id)
        for (const line of productLines) {
          if (!(await r.takeStock(line.id, line.quantity))) {
            throw new ConflictError(stockMessage(line.title, await r.stockOf(line.id)))
          }
        }
        // Claims after the products, in the order status changes take their locks. An order of
        // the same course placed at the same instant has waited here for this one's commit; priced
        // again, it sees which open order holds the course.
        const courseIds = lines.filter((line) => line.kind === 'course').map((line) => line.id)
        if (userId && courseIds.length) {
          const claimed = await r.claimCourses(userId, stub.id, courseIds)
          if (claimed.length < courseIds.length) {
            const again = await deps.pricing(tx).price(input, { buyer })
            const held = again.lines.find((line) => line.problem)?.problem
            throw held
              ? conflict(held.message, held.orderId)
              : new ConflictError(COURSE_ALREADY_ORDERED)
          }
        }
        // Sessions: the buyer's held slots become this order's, awaiting payment online for a
        // fresh 10 minutes, offline until the deadline (24 hours, and 24 hours before the start).
        if (userId && sessionIds.length) {
          const starts = lines.filter((line) => line.kind === 'session')
          // Paid on a provider's page now, or (PayPal without keys, bank, check) by hand later.
          const online = paidOnline(input.paymentMethod, deps.online)
          const dues = await sessionDues(r, sessionIds, online, at)
          if (!dues) throw new ConflictError(PAY_SESSION_ONLINE)
          const taken = await r.bookings.take(
            stub.id,
            userId,
            sessionIds,
            (start) => dues(start),
            at,
          )
          if (taken.length < starts.length) throw new ConflictError(HOLD_EXPIRED)
        }
        if (coupon) await r.redeemCoupon(coupon.id, stub.id, { userId, email })
        await r.insertLines(stub.id, lines, totals.discountCents)
        const status = initialOrderStatus(totals.totalCents)
        await r.completeOrder(stub.id, {
          status,
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          shippingCents: totals.shippingCents,
          totalCents: totals.totalCents,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
        })
        await r.insertEvent({
          orderId: stub.id,
          fromStatus: null,
          toStatus: status,
          actorId: null,
          actorName: 'Checkout',
          note: null,
        })
        if (isOrderPaid(status) && userId) await r.enrol(userId, stub.id, courseIds)
        if (isOrderPaid(status)) await r.bookings.confirmOrder(stub.id, at)
        const loaded = await loadRow(r, stub.id, createRefundsRepository(tx))
        if (!loaded) throw new Error('the order just placed was not found')
        await enqueueMessage(tx, orderConfirmation(loaded.order, deps.publicUrl))
        return loaded.order
      })
      if (placed) return { order: placed, isNew: true }

      // The key was taken by a transaction that has committed: same request, same answer.
      const existing = await repo.findByIdempotencyKey(idempotencyKey)
      if (!existing) throw new Error('an Idempotency-Key conflicted but no order holds it')
      if (existing.requestHash !== hash) throw new AppError(422, KEY_REUSED)
      const stored = await loadRow(repo, existing.id)
      if (!stored) throw new Error('the order of a replayed Idempotency-Key was not found')
      return { order: stored.order, isNew: false }
    },

    /**
     * An order for whoever holds its id: a guest order for anyone, an account's order for that
     * account and admins. Everything else is 404, so ids of other people's orders are not confirmed.
     */
    async getForCaller(id: string, caller: TokenClaims | null): Promise<Order> {
      const found = await loadRow(repo, id)
      const owner = found?.row.userId ?? null
      if (!found || (owner !== null && owner !== caller?.sub && caller?.role !== 'admin')) {
        throw new NotFoundError(ORDER_NOT_FOUND)
      }
      // What a payment needs from the admin is the admin's to read.
      return caller?.role === 'admin' ? found.order : { ...found.order, paymentIssue: null }
    },

    getForAdmin,

    async listMine(userId: string, page: number): Promise<OrderList> {
      const { rows, total } = await repo.list({ userId, page, pageSize: ORDERS_PAGE_SIZE })
      return toList(rows, total, page)
    },

    async listAll(query: AdminOrderQuery): Promise<OrderList> {
      const { rows, total } = await repo.list({
        status: query.status,
        q: query.q || undefined,
        page: query.page,
        pageSize: ORDERS_PAGE_SIZE,
      })
      return toList(rows, total, query.page)
    },

    /** The billing of the account's latest order (without its notes), or what the account knows. */
    async checkoutDetails(userId: string): Promise<{ billing: Partial<Billing> }> {
      const latest = await repo.latestBilling(userId)
      if (latest) {
        const { notes: _notes, ...billing } = storedBilling(latest)
        return { billing }
      }
      const account = await deps.account(userId)
      return { billing: { ...splitName(account.name), email: account.email } }
    },

    async enrolments(userId: string): Promise<{ items: Enrolment[] }> {
      const rows = await repo.enrolmentsOf(userId)
      const summaries = new Map(
        (await deps.courseSummaries(rows.map((row) => row.courseId))).map((c) => [c.id, c]),
      )
      return {
        items: rows.flatMap((row) => {
          const course = summaries.get(row.courseId)
          return course
            ? [
                {
                  courseId: row.courseId,
                  enrolledAt: row.createdAt.toISOString(),
                  orderId: row.orderId,
                  course,
                },
              ]
            : []
        }),
      }
    },

    /**
     * POST /api/admin/orders/:id/status. The order row is locked, the move checked with
     * canMoveOrder and recorded with who made it; in the same transaction a paid order enrols its
     * account, a refund removes the enrolments no other paid order grants, and cancel and refund put the
     * product units back and give up the order's claims to its courses (cancel also gives the
     * coupon use back).
     */
    async changeStatus(id: string, change: OrderStatusChange, actor: TokenClaims): Promise<Order> {
      if (!UUID.test(id)) throw new NotFoundError(ORDER_NOT_FOUND)
      const account = await deps.account(actor.sub)
      await repo.transaction(async (r, tx) => {
        const order = await r.lockOrder(id)
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND)
        await moveOrder(r, order, change.status, account, change.note || null)
        // Money received by hand is a payment like a provider's.
        if (change.status === 'paid') {
          const row = await r.findOrder(id)
          if (row) await recordManualPayment(tx, row, account.id)
        }
      })
      return getForAdmin(id)
    },
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>
