import {
  offeredPaymentMethods,
  paymentMethodRefusal,
  type OnlinePayments,
  type PaymentMethod,
} from '@app/domain/orders'

const DESCRIPTIONS: Record<PaymentMethod, string> = {
  bank_transfer:
    'Transfer the total to our bank account with your order number as the reference. Your order is confirmed when the payment arrives.',
  check:
    'Send a check with your order number on the back. Your order is confirmed when it arrives.',
  cod: 'Pay the courier in cash when your products are delivered.',
  paypal: 'Send the total by PayPal with your order number in the note.',
  card: "Pay by card on our payment partner's secure page. Your courses open as soon as it is paid.",
}
const PAYPAL_ONLINE =
  'Log in to PayPal and approve the payment. Your courses open as soon as it is paid.'
const SESSION_KEPT =
  ' Your session’s time is kept for you until the payment deadline shown on your order.'

/** Until the server says, card is not shown and PayPal is described as paid by hand. */
const NOTHING_ONLINE: OnlinePayments = { card: false, paypal: false }

interface PaymentMethodsProps {
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  /** Whether the cart holds a product (Cash on Delivery needs something to deliver). */
  hasProducts: boolean
  /** Whether the cart holds a mentoring session: Cash on Delivery is then not offered at all. */
  hasSessions?: boolean
  /** Which methods are paid online here (GET /api/payments/methods). */
  online?: OnlinePayments | undefined
}

/** Whether a method is offered for this cart: a session is never paid on delivery. */
const isMethodShown = (method: PaymentMethod, hasSessions: boolean) =>
  !(hasSessions && method === 'cod')

/**
 * The payment method radio group: Direct Bank Transfer by default; refused methods disabled with
 * the reason, and Cash on Delivery left out for a cart with a session.
 */
export function PaymentMethods({
  value,
  onChange,
  hasProducts,
  hasSessions = false,
  online = NOTHING_ONLINE,
}: PaymentMethodsProps) {
  const methods = offeredPaymentMethods(online).filter((m) => isMethodShown(m.value, hasSessions))
  return (
    <fieldset className="payment">
      <legend className="payment__title">Payment method</legend>
      {methods.map((method) => {
        const refusal = paymentMethodRefusal(method.value, hasProducts, online, hasSessions)
        const inputId = `payment-${method.value}`
        const noteId = `${inputId}-note`
        return (
          <div
            key={method.value}
            className="payment__option"
            data-checked={value === method.value || undefined}
            data-disabled={refusal ? '' : undefined}
          >
            <input
              id={inputId}
              type="radio"
              name="paymentMethod"
              value={method.value}
              checked={value === method.value}
              disabled={refusal !== null}
              aria-describedby={noteId}
              onChange={() => onChange(method.value)}
            />
            <span>
              <label htmlFor={inputId} className="payment__label">
                {method.label}
              </label>
              <span id={noteId} className="payment__note">
                {refusal ??
                  (method.value === 'paypal' && online.paypal
                    ? PAYPAL_ONLINE
                    : `${DESCRIPTIONS[method.value]}${hasSessions && method.value !== 'card' ? SESSION_KEPT : ''}`)}
              </span>
            </span>
          </div>
        )
      })}
    </fieldset>
  )
}
