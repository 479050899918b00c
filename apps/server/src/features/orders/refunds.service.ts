import type { TokenClaims } from '@app/domain/auth'
import {
  canMoveOrder,
  courseRefundDecision,
  formatOrderNumber,
  isOrderPaid,
  PRODUCT_REFUND_REVIEW,
  type AdminRefund,
  type AdminRefundList,
  type Refund,
  type RefundDecision,
  type RefundRequestInput,
} from '@app/domain/orders'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema'
import { AppError, ConflictError, NotFoundError } from '../../lib/errors'
import { PaymentProviderError } from '../../payments/provider'
import type { PaymentProviders } from '../../payments/providers'
import { and, eq } from 'drizzle-orm'
import { moveOrder, type OrderActor } from './order-moves'
import type { OrdersRepository } from './orders.repository'
import { createRefundsRepository, type RefundView } from './refunds.repository'
import { UUID } from '../../lib/uuid'

const ORDER_NOT_FOUND = 'Order not found'
export const REFUND_NOT_FOUND = 'Refund request not found'
export const ALREADY_ASKED = 'A refund of this course was already asked for'
export const NOT_PAID = 'Only a paid order can be refunded'
export const NOTHING_PAID = 'Nothing was paid for this course'
export const NOT_IN_ORDER = 'This item is not in the order'
export const PROVIDER_MISSING =
  'This order was paid online, and its payment service is not set up on this server now'

function toRefund(view: RefundView): Refund {
  return {
    id: view.id,
    orderId: view.orderId,
    orderNumber: formatOrderNumber(view.orderNumber),
    courseId: view.courseId ?? 0,
    productId: view.productId,
    title: view.title,
    state: view.state,
    amountCents: view.amountCents,
    reason: view.reason,
    reviewReason: view.reviewReason,
    note: view.note,
    createdAt: view.createdAt.toISOString(),
    decidedAt: view.decidedAt?.toISOString() ?? null,
  }
}

function toAdminRefund(view: RefundView): AdminRefund {
  return {
    ...toRefund(view),
    studentName: view.studentName ?? 'Deleted account',
    studentEmail: view.studentEmail ?? '',
  }
}

export interface RefundsDeps {
  db: Db
  providers: PaymentProviders
  /** The time now (a test may set it). */
  now?: () => Date
}

/**
 * Refunds of course lines: a student's request granted at once within the rules or left for the
 * admin, and the grant itself: money back through the order's provider first (keyed by the
 * refund, so a retry never sends it twice), then in one transaction the line, the payment, the
 * enrolment, the certificate and the order's state.
 */
export function createRefundsService(repo: OrdersRepository, deps: RefundsDeps) {
  const refunds = createRefundsRepository(deps.db)
  const now = deps.now ?? (() => new Date())

  async function paidAttempt(orderId: string) {
    const [row] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid')))
    return row ?? null
  }

  /** Sends the money back and records everything the refund changes. */
  async function grant(id: string, actor: OrderActor, note: string | null): Promise<void> {
    const found = await refunds.find(id)
    if (!found) throw new NotFoundError(REFUND_NOT_FOUND)
    if (found.state === 'granted') return
    if (found.state !== 'pending') throw new ConflictError('This refund request was declined')
    const payment = await paidAttempt(found.orderId)
    let providerReference: string | null = null
    if (payment && payment.provider !== 'manual') {
      const provider = deps.providers.byName(payment.provider)
      if (!provider || !payment.captureReference) throw new AppError(503, PROVIDER_MISSING)
      const sent = await provider.refund(
        payment.captureReference,
        found.amountCents,
        payment.currency,
        `refund-${found.id}`,
      )
      providerReference = sent.reference
    }
    await repo.transaction(async (r, tx) => {
      const order = await r.lockOrder(found.orderId)
      const inTx = createRefundsRepository(tx)
      const refund = await inTx.lock(id)
      if (!order || !refund || refund.state !== 'pending') return
      await inTx.decide(id, { state: 'granted', decidedBy: actor.id, note, providerReference })
      await inTx.markLineRefunded(refund.orderLineId)
      await r.ledger.refundLine(refund.orderLineId, refund.amountCents)
      if (payment) await inTx.addRefunded(payment.id, refund.amountCents)
      if (order.userId && found.courseId !== null) {
        await inTx.withdrawCourse(order.id, order.userId, found.courseId)
      }
      if (found.productId !== null) await inTx.returnLineStock(refund.orderLineId)
      const whole = await inTx.allLinesRefunded(order.id)
      const to = whole ? 'refunded' : 'partially_refunded'
      if (order.status !== to) {
        await moveOrder(r, order, to, actor, `${found.title}: ${refund.reason}`)
      }
    })
  }

  return {
    /** POST /api/me/orders/:id/refunds. */
    async request(
      caller: TokenClaims,
      orderId: string,
      input: RefundRequestInput,
    ): Promise<Refund> {
      const order = UUID.test(orderId) ? await repo.findOrder(orderId) : null
      if (!order || order.userId !== caller.sub) throw new NotFoundError(ORDER_NOT_FOUND)
      if (!isOrderPaid(order.status)) throw new ConflictError(NOT_PAID)
      const line = (await repo.linesOf([order.id])).find((l) =>
        input.courseId !== undefined
          ? l.kind === 'course' && l.courseId === input.courseId
          : l.kind === 'product' && l.productId === input.productId,
      )
      if (!line) throw new NotFoundError(NOT_IN_ORDER)
      if (line.refundedAt) throw new ConflictError(ALREADY_ASKED)
      if (line.paidCents <= 0) throw new ConflictError(NOTHING_PAID)
      const paidAt = (await refunds.paidAt(order.id)) ?? order.createdAt
      const byCourse = courseRefundDecision({
        paidAt,
        now: now(),
        ...(line.courseId !== null
          ? await refunds.progress(caller.sub, line.courseId)
          : { lessonsCompleted: 0, lessonsTotal: 0, hasCertificate: false }),
      })
      // A product comes back before its money does: the admin decides, within the same window.
      const decision =
        line.kind === 'product' && byCourse.kind === 'grant'
          ? { kind: 'review' as const, why: PRODUCT_REFUND_REVIEW }
          : byCourse
      if (decision.kind === 'refuse') throw new ConflictError(decision.why)
      const created = await refunds.insert({
        orderId: order.id,
        orderLineId: line.id,
        userId: caller.sub,
        state: 'pending',
        amountCents: line.paidCents,
        reason: input.reason,
        reviewReason: decision.kind === 'review' ? decision.why : null,
      })
      if (!created) throw new ConflictError(ALREADY_ASKED)
      if (decision.kind === 'grant') {
        try {
          await grant(created.id, { id: caller.sub, name: 'Refund on request' }, null)
        } catch (error) {
          // The money could not be sent back now: the request waits for the admin to grant it.
          if (!(error instanceof PaymentProviderError || error instanceof AppError)) throw error
          await refunds.setReviewReason(
            created.id,
            'The payment service did not answer; our team finishes the refund',
          )
        }
      }
      const view = await refunds.find(created.id)
      if (!view) throw new Error('the refund just made was not found')
      return toRefund(view)
    },

    /**
     * A cancelled session gives back `amountCents` of its line (its booking's policy decides how
     * much): a refund granted at once through the same path as every other, so the provider, the
     * ledger and the order's state move together. When the payment service does not answer, the
     * request waits for the admin, as a student's does.
     */
    async refundSession(
      line: { orderId: string; orderLineId: string; userId: string },
      amountCents: number,
      actor: OrderActor,
      reason: string,
    ): Promise<void> {
      if (amountCents <= 0) return
      const created = await refunds.insert({
        orderId: line.orderId,
        orderLineId: line.orderLineId,
        userId: line.userId,
        state: 'pending',
        amountCents,
        reason,
        reviewReason: null,
      })
      if (!created) throw new ConflictError(ALREADY_ASKED)
      try {
        await grant(created.id, actor, null)
      } catch (error) {
        if (!(error instanceof PaymentProviderError || error instanceof AppError)) throw error
        await refunds.setReviewReason(
          created.id,
          'The payment service did not answer; our team finishes the refund',
        )
      }
    },

    /** GET /api/admin/refunds. */
    async list(state: RefundView['state'] | undefined): Promise<AdminRefundList> {
      return { items: (await refunds.list(state)).map(toAdminRefund) }
    },

    /** POST /api/admin/refunds/:id: grant (money back) or decline a pending request. */
    async decide(id: string, decision: RefundDecision, actor: OrderActor & { id: string }) {
      if (!UUID.test(id)) throw new NotFoundError(REFUND_NOT_FOUND)
      const found = await refunds.find(id)
      if (!found) throw new NotFoundError(REFUND_NOT_FOUND)
      if (found.state !== 'pending') {
        throw new ConflictError(`This refund request is ${found.state} already`)
      }
      const note = decision.note || null
      if (decision.decision === 'grant') {
        await grant(id, actor, note)
      } else {
        await refunds.decide(id, {
          state: 'declined',
          decidedBy: actor.id,
          note,
          providerReference: null,
        })
      }
      const view = await refunds.find(id)
      return toRefund(view!)
    },

    /**
     * The admin refunds a whole order (POST /api/admin/orders/:id/status to refunded): what is
     * left of an online payment goes back through its provider first, keyed by the order.
     */
    async refundRemaining(orderId: string): Promise<void> {
      const order = UUID.test(orderId) ? await repo.findOrder(orderId) : null
      if (!order || !canMoveOrder(order.status, 'refunded')) return
      const payment = await paidAttempt(orderId)
      if (!payment || payment.provider === 'manual') return
      const left = payment.amountCents - payment.refundedCents
      if (left <= 0) return
      const provider = deps.providers.byName(payment.provider)
      if (!provider || !payment.captureReference) throw new AppError(503, PROVIDER_MISSING)
      await provider.refund(
        payment.captureReference,
        left,
        payment.currency,
        `order-refund-${orderId}`,
      )
      await refunds.addRefunded(payment.id, left)
    },
  }
}
export type RefundsService = ReturnType<typeof createRefundsService>
