/**
 * What the shop asks of a payment provider. The order's state machine (features/orders) speaks
 * only to this interface, so which provider took the money never changes how an order moves.
 */

export type ProviderName = 'stripe' | 'paypal' | 'manual'

/** An order to be paid, as the provider is told it. */
export interface PaymentRequest {
  orderId: string
  /** "LL-100001": shown on the provider's page and statements. */
  orderNumber: string
  amountCents: number
  /** ISO 4217, upper case ("USD"). */
  currency: string
  email: string
  /** Where the provider sends the buyer back after paying, and after giving up. */
  returnUrl: string
  cancelUrl: string
  /** The same key for the same attempt: a retried call never opens a second one. */
  idempotencyKey: string
}

/** An attempt opened at the provider: its id there and the page the buyer pays on. */
export interface StartedPayment {
  reference: string
  redirectUrl: string
}

/**
 * What a provider says happened to an attempt, read from a verified webhook or from asking it.
 * `paid`: money taken; `failed`: declined for good; `expired`: the attempt ended unpaid;
 * `refunded`: money went back; `other`: nothing the order needs to act on.
 */
export type PaymentEventKind = 'paid' | 'failed' | 'expired' | 'refunded' | 'other'

export interface PaymentEvent {
  provider: ProviderName
  /** The provider's id of the event (a replay carries the same one). */
  eventId: string
  /** The provider's name for it ("checkout.session.completed", "PAYMENT.CAPTURE.COMPLETED"). */
  type: string
  kind: PaymentEventKind
  /** The attempt it concerns (Checkout Session, PayPal order), when the event names it. */
  reference: string | null
  /** The money taken (PaymentIntent, capture), when the event names it. */
  captureReference: string | null
  /** Our order id, as we gave it to the provider. */
  orderId: string | null
  amountCents: number | null
  currency: string | null
}

export interface PaymentProvider {
  readonly name: ProviderName
  /** Opens an attempt for the order; the buyer is sent to `redirectUrl`. */
  start(request: PaymentRequest): Promise<StartedPayment>
  /**
   * The buyer is back: settles the attempt (PayPal captures the approved order; Stripe is asked
   * how the session stands) and answers what happened.
   */
  confirm(reference: string): Promise<PaymentEvent>
  /** Gives `amountCents` back; the same key never refunds twice. Answers the refund's id. */
  refund(
    captureReference: string,
    amountCents: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<{ reference: string }>
  /** Ends an open attempt so it can no longer be paid (a cancelled order). */
  cancel(reference: string): Promise<void>
  /** Reads a webhook delivery after checking its signature; throws WebhookSignatureError. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent>
}

/** A delivery whose signature does not verify: answered 400, never applied. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

/** The provider could not be reached, or refused the call. Nothing was changed on our side. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
}

/** The buyer's money was refused (a declined card or PayPal funding source). */
export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError'
}

/** One header's value, whichever way the HTTP layer gave it. */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}
