import { z } from 'zod'
import { EMAIL_PATTERN } from '../auth/index'
import { CartItemKindSchema, CartLinesSchema, CouponCodeSchema } from '../cart/index'
import { countryCode } from './countries'
import { RefundStateSchema } from './refunds'

/**
 * Payment methods: the four of SPEC section 9, Direct Bank Transfer first (the default), then
 * card, offered only where a card provider is configured (see `OnlinePaymentsSchema`).
 */
export const PAYMENT_METHODS = [
  { value: 'bank_transfer', label: 'Direct Bank Transfer' },
  { value: 'check', label: 'Check Payments' },
  { value: 'cod', label: 'Cash on Delivery' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'card', label: 'Credit or Debit Card' },
] as const
export const PAYMENT_METHOD_VALUES = ['bank_transfer', 'check', 'cod', 'paypal', 'card'] as const
export const PaymentMethodSchema = z.enum(PAYMENT_METHOD_VALUES, {
  error: 'Choose a payment method',
})
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'bank_transfer'

/** The methods paid online through a provider, when that provider is configured. */
export const ONLINE_PAYMENT_METHODS = ['card', 'paypal'] as const satisfies readonly PaymentMethod[]
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number]

export function isOnlineMethod(method: PaymentMethod): method is OnlinePaymentMethod {
  return (ONLINE_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method)
}

/** `GET /api/payments/methods`: which online methods this shop can take now. */
export const OnlinePaymentsSchema = z.object({
  card: z.boolean(),
  paypal: z.boolean(),
})
export type OnlinePayments = z.infer<typeof OnlinePaymentsSchema>

/** What checkout offers: card only with a card provider; every other method always. */
export function offeredPaymentMethods(online: OnlinePayments) {
  return PAYMENT_METHODS.filter((method) => method.value !== 'card' || online.card)
}

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHODS.find((m) => m.value === method)?.label ?? method
}

export {
  COUNTRY_CODES,
  countryCode,
  countryName,
  countryOptions,
  SAMPLE_COUNTRIES,
  type CountryOption,
} from './countries'

/** Checkout's three sample towns (SPEC section 9), offered as suggestions for Town / City. */
export const TOWN_OPTIONS = ['New York', 'London', 'Toronto'] as const

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)

/** A field the buyer may leave empty: left out of the order when empty. */
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`)
    .optional()
    .transform((value) => value || undefined)

const COUNTRY_MESSAGE = 'Choose a country / region'

/** An ISO 3166-1 alpha-2 code, or an English country name (read as its code). */
export const CountrySchema = z.string({ error: COUNTRY_MESSAGE }).transform((value, ctx) => {
  const code = countryCode(value)
  if (code) return code
  ctx.addIssue({ code: 'custom', message: COUNTRY_MESSAGE })
  return z.NEVER
})

/**
 * The billing form of an order without anything to ship (SPEC section 3, fields in its order):
 * the buyer's name, e-mail and country (for tax and the invoice). Courses are delivered online,
 * so no address is asked for, and any sent is dropped.
 */
export const BillingSchema = z.object({
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
  country: CountrySchema,
  email: z
    .string({ error: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(254, 'Invalid email address')
    .regex(EMAIL_PATTERN, 'Invalid email address'),
  notes: z.string().trim().max(2000, 'Order notes are at most 2000 characters').optional(),
})

/**
 * The billing form of an order with a product to ship: the shipping address too. Company and
 * apartment may be left empty; the phone is numeric (the courier's number to call).
 */
export const ShippingBillingSchema = BillingSchema.extend({
  company: optional('Company name', 120),
  street: required('Street address', 200),
  apartment: optional('Apartment, suite, unit', 120),
  city: required('Town / City', 80),
  state: required('State', 80),
  zip: required('Zip', 20).regex(
    /^[A-Za-z0-9 -]+$/,
    'Zip may hold letters, digits, spaces and hyphens',
  ),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .max(20, 'Phone is too long')
    .regex(/^\+?[0-9][0-9 ]{5,}$/, 'Phone must be numeric'),
})

/** Whether lines of this kind need a shipping address: products do, courses never. */
export function needsShipping(lines: readonly { kind: string }[]): boolean {
  return lines.some((line) => line.kind === 'product')
}

/** The billing form for a cart: with the shipping address when it holds a product. */
export function billingSchemaFor(hasProducts: boolean) {
  return hasProducts ? ShippingBillingSchema : BillingSchema
}

/** Billing as an order holds it: the address fields only on orders with products. */
export const OrderBillingSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().optional(),
  country: z.string(),
  street: z.string().optional(),
  apartment: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  phone: z.string().optional(),
  email: z.string(),
  notes: z.string().optional(),
})
export type Billing = z.infer<typeof OrderBillingSchema>
/** What the billing form holds while it is typed (every field, some left empty). */
export type BillingFormValues = z.input<typeof ShippingBillingSchema>

/**
 * `POST /api/orders`: what the browser may say. Prices and totals are the server's own. The
 * billing is read with the shipping address when a line is a product, without it otherwise.
 */
export const PlaceOrderInputSchema = z
  .object({
    lines: CartLinesSchema,
    couponCode: CouponCodeSchema.optional(),
    billing: z.looseObject({}, { error: 'Billing details are required' }).meta({
      description: 'The billing form: BillingSchema, or ShippingBillingSchema with products',
    }),
    paymentMethod: PaymentMethodSchema.default(DEFAULT_PAYMENT_METHOD),
  })
  .transform((input, ctx) => {
    const billing = billingSchemaFor(needsShipping(input.lines)).safeParse(input.billing)
    if (billing.success) return { ...input, billing: billing.data }
    for (const issue of billing.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['billing', ...issue.path] })
    }
    return z.NEVER
  })
export type PlaceOrderInput = z.infer<typeof PlaceOrderInputSchema>

/** The `Idempotency-Key` header: one per checkout attempt. */
export const IdempotencyKeySchema = z
  .string({ error: 'An Idempotency-Key header is required' })
  .regex(
    /^[A-Za-z0-9_-]{16,100}$/,
    'The Idempotency-Key header must be 16-100 letters, digits, - or _',
  )

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'completed',
  'partially_refunded',
  'cancelled',
  'refunded',
] as const
export const OrderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatusSchema>

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  completed: 'Completed',
  partially_refunded: 'Partly refunded',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/**
 * Allowed moves: pending_payment -> paid -> completed, or cancelled / refunded; some of its
 * lines refunded, a paid order is partially_refunded until the last one is.
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['completed', 'partially_refunded', 'refunded'],
  completed: ['partially_refunded', 'refunded'],
  partially_refunded: ['refunded'],
  cancelled: [],
  refunded: [],
}

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from]
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to)
}

/** The states in which an order grants what it bought (enrolments, sales, verified reviews). */
export const PAID_ORDER_STATUSES = [
  'paid',
  'completed',
  'partially_refunded',
] as const satisfies readonly OrderStatus[]

/**
 * The states in which an order holds its buyer's claim to its courses: awaiting payment or paid.
 * A student holds at most one such order per course.
 */
export const CLAIMING_ORDER_STATUSES = [
  'pending_payment',
  ...PAID_ORDER_STATUSES,
] as const satisfies readonly OrderStatus[]

/** Whether an order in this state grants what it bought (enrolments). */
export function isOrderPaid(status: OrderStatus): boolean {
  return (PAID_ORDER_STATUSES as readonly OrderStatus[]).includes(status)
}

/** Whether an order in this state still holds its buyer's claim to its courses. */
export function holdsCourseClaim(status: OrderStatus): boolean {
  return (CLAIMING_ORDER_STATUSES as readonly OrderStatus[]).includes(status)
}

/** The status a new order starts in: a free order is paid at once, anything else waits. */
export function initialOrderStatus(totalCents: number): OrderStatus {
  return totalCents === 0 ? 'paid' : 'pending_payment'
}

export const CARD_NOT_OFFERED = 'Card payments are not available at the moment'

/**
 * Why a payment method cannot be used for this cart, or null. `online` says which providers are
 * configured; without it (the browser's preview before it knows) card is taken as offered.
 */
export function paymentMethodRefusal(
  method: PaymentMethod,
  hasProducts: boolean,
  online?: OnlinePayments,
  hasSessions = false,
): string | null {
  if (method === 'cod' && hasSessions) {
    return 'Cash on Delivery is not offered for mentoring sessions'
  }
  if (method === 'cod' && !hasProducts) {
    return 'Cash on Delivery is only available for orders with products to deliver'
  }
  if (method === 'card' && online && !online.card) return CARD_NOT_OFFERED
  return null
}

/**
 * What the buyer does next to pay; null once nothing is owed. `online`: the method is paid
 * through its provider on this shop (card always is; PayPal when PayPal is configured).
 */
export function paymentInstructions(
  method: PaymentMethod,
  orderNumber: string,
  status: OrderStatus,
  online = method === 'card',
): string | null {
  if (status !== 'pending_payment') return null
  if (online) {
    const where = method === 'card' ? 'by card on the secure payment page' : 'with PayPal'
    return `Pay ${where} to confirm ${orderNumber}. Your order is kept while you pay; nothing is charged until you confirm.`
  }
  switch (method) {
    case 'card':
      return `Card payments are not available at the moment. Contact us with ${orderNumber} and we will help you pay.`
    case 'bank_transfer':
      return `Transfer the total to Learnlane Ltd, IBAN GB33 LLNE 6016 1331 9268 19, with ${orderNumber} as the reference. Your order is confirmed when the payment arrives.`
    case 'check':
      return `Send a check payable to Learnlane Ltd to 4140 Parker Rd, Allentown, New Mexico 31134, writing ${orderNumber} on the back.`
    case 'cod':
      return `Pay the courier in cash when your order is delivered. Keep ${orderNumber} at hand.`
    case 'paypal':
      return `Send the total by PayPal to payments@learnlane.test with ${orderNumber} in the note. Your order is confirmed when the payment arrives.`
  }
}

/** "LL-100001": the number people read; the uuid stays the key. */
export function formatOrderNumber(n: number): string {
  return `LL-${n}`
}

export const OrderLineSchema = z.object({
  kind: CartItemKindSchema,
  itemId: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  /** The line's latest refund request, or null. */
  refund: z.object({ state: RefundStateSchema, amountCents: z.number().int() }).nullable(),
})
export type OrderLine = z.infer<typeof OrderLineSchema>

export const OrderEventSchema = z.object({
  status: OrderStatusSchema,
  at: z.string(),
  /** Who made the change: a name, or 'Checkout' for the order's creation. */
  by: z.string(),
  note: z.string().nullable(),
})
export type OrderEvent = z.infer<typeof OrderEventSchema>

export const OrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  paymentInstructions: z.string().nullable(),
  /** The buyer can pay this order online now (an online method, awaiting payment). */
  payOnline: z.boolean(),
  /** Why the order needs an admin's look at its payment (an amount that did not match...), or null. */
  paymentIssue: z.string().nullable(),
  email: z.string(),
  billing: OrderBillingSchema,
  lines: z.array(OrderLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  couponCode: z.string().nullable(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  /** Until when its courses can be refunded on request (30 days from payment); null if unpaid. */
  refundableUntil: z.string().nullable(),
  history: z.array(OrderEventSchema),
})
export type Order = z.infer<typeof OrderSchema>

export const OrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  email: z.string(),
  totalCents: z.number().int(),
  refundableUntil: z.string().nullable(),
  lines: z.array(OrderLineSchema),
})
export type OrderSummary = z.infer<typeof OrderSummarySchema>

export const OrderListSchema = z.object({
  items: z.array(OrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
})
export type OrderList = z.infer<typeof OrderListSchema>

const pageParam = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Number(v)),
  z.number().int().min(1).max(100_000).catch(1).default(1),
)

/** `GET /api/admin/orders` filters. */
export const AdminOrderQuerySchema = z.object({
  status: OrderStatusSchema.optional().catch(undefined),
  q: z.string().trim().max(120, 'Search is at most 120 characters').optional(),
  page: pageParam,
})
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>

/** `GET /api/me/orders` page. */
export const MyOrdersQuerySchema = z.object({ page: pageParam })

/** `POST /api/admin/orders/:id/status`. */
export const OrderStatusChangeSchema = z.object({
  status: OrderStatusSchema,
  note: z.string().trim().max(500, 'A note is at most 500 characters').optional(),
})
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>

export const ORDERS_PAGE_SIZE = 10

export * from './refunds'
