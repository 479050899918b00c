import { formatLongDate, formatPrice } from '@app/domain/format'
import { ORDER_STATUS_LABELS, paymentMethodLabel, type Order } from '@app/domain/orders'
import type { OutgoingMessage } from '../../outbox/outbox.repository'

/** Where the buyer reads the order (the web's receipt page; the uuid is the key). */
export const orderPath = (id: string) => `/shop-order?id=${encodeURIComponent(id)}`

/**
 * The confirmation sent to the billing e-mail when an order is placed. Its link is absolute,
 * built on the site's address (config PUBLIC_URL), as a mail client has no page to resolve it on.
 */
export function orderConfirmation(order: Order, publicUrl: string): OutgoingMessage {
  const lines = order.lines.map(
    (line) =>
      `- ${line.title}${line.quantity > 1 ? ` x ${line.quantity}` : ''}: ${formatPrice(line.lineTotalCents)}`,
  )
  const totals = [
    `Subtotal: ${formatPrice(order.subtotalCents)}`,
    ...(order.discountCents > 0
      ? [
          `Discount${order.couponCode ? ` (${order.couponCode})` : ''}: -${formatPrice(order.discountCents)}`,
        ]
      : []),
    ...(order.shippingCents > 0 ? [`Shipping: ${formatPrice(order.shippingCents)}`] : []),
    `Total: ${formatPrice(order.totalCents)}`,
  ]
  const next = order.paymentInstructions
    ? ['How to pay:', order.paymentInstructions]
    : [
        'Nothing is owed: your order is paid.',
        ...(order.lines.some((line) => line.kind === 'course')
          ? ['Your courses are waiting in your dashboard.']
          : []),
      ]
  return {
    template: 'order-confirmation',
    recipient: order.email,
    replyTo: null,
    subject: `Your Learnlane order ${order.number}`,
    body: [
      `Hello ${order.billing.firstName.replace(/[\r\n\t]+/g, ' ')},`,
      '',
      `Thank you for your order ${order.number}. We received it on ${formatLongDate(order.createdAt)}.`,
      '',
      ...lines,
      '',
      ...totals,
      '',
      `Payment method: ${paymentMethodLabel(order.paymentMethod)}`,
      `Status: ${ORDER_STATUS_LABELS[order.status]}`,
      '',
      ...next,
      '',
      `See your order at any time: ${publicUrl}${orderPath(order.id)}`,
      '',
      'The Learnlane team',
    ].join('\n'),
    params: { orderId: order.id, number: order.number },
  }
}
