import { canMoveOrder, ORDER_STATUS_LABELS, type OrderStatus } from '@app/domain/orders'
import { ConflictError } from '../../lib/errors'
import type { OrderRow, OrdersRepository } from './orders.repository'

/** Who moved an order: an account, or a provider ('Stripe', 'PayPal') with no account. */
export interface OrderActor {
  id: string | null
  name: string
}

const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase()

/**
 * Moves a locked order to `to` inside the caller's transaction, whoever asks (an admin, a
 * provider's webhook): the move is checked with canMoveOrder and recorded with who made it, and
 * what the order holds follows. A paid order enrols its account; cancel and refund put the
 * product units back, give up the order's claims to its courses and give the coupon use back; a
 * refund marks every line refunded and removes the enrolments no other paid order grants. A paid
 * order confirms its sessions; a cancelled or refunded one frees their slots.
 */
export async function moveOrder(
  r: OrdersRepository,
  order: Pick<OrderRow, 'id' | 'status' | 'userId'>,
  to: OrderStatus,
  actor: OrderActor,
  note: string | null,
): Promise<void> {
  if (!canMoveOrder(order.status, to)) {
    throw new ConflictError(
      `An order that is ${statusLabel(order.status)} cannot be marked ${statusLabel(to)}`,
    )
  }
  await r.setStatus(order.id, to)
  await r.insertEvent({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    actorId: actor.id,
    actorName: actor.name,
    note,
  })
  // Coupons, then products, then courses: the order checkout takes its locks in. A cancelled or
  // wholly refunded order gives its coupon use back.
  if (to === 'cancelled' || to === 'refunded') await r.releaseCoupon(order.id)
  if (to === 'cancelled' || to === 'refunded') {
    // The units of lines not refunded on their own before.
    await r.returnStock(order.id)
    await r.releaseClaims(order.id)
  }
  if (to === 'refunded') {
    await r.unenrol(order.id)
    await r.ledger.refundOrder(order.id)
    // Last: what is still counted above is what was not refunded line by line.
    await r.markLinesRefunded(order.id)
  }
  // Sessions: paid confirms them; cancelled or refunded frees their slots.
  if (to === 'cancelled' || to === 'refunded') await r.bookings.cancelOrder(order.id)
  if (to === 'paid') await r.bookings.confirmOrder(order.id)
  if (to === 'paid') await r.ledger.recordSales(order.id)
  if (to === 'paid' && order.userId) {
    await r.enrol(order.userId, order.id, await r.courseIdsOf(order.id))
  }
}
