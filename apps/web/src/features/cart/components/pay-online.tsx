import type { Order } from '@app/domain/orders'
import { AlertTriangle, CreditCard } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { startPayment } from '../api/orders'

/** What `?payment=` on the receipt says about the buyer's last visit to the provider's page. */
export type PaymentReturn = 'paid' | 'pending' | 'declined' | 'cancelled'

export function paymentReturnOf(value: string | null): PaymentReturn | null {
  return value === 'paid' || value === 'pending' || value === 'declined' || value === 'cancelled'
    ? value
    : null
}

const NOTICES: Record<Exclude<PaymentReturn, 'paid'>, string> = {
  pending: 'We are confirming your payment. This page updates by itself in a moment.',
  declined:
    'Your payment was declined and nothing was charged. Your order is kept: try again, or use another card or account.',
  cancelled:
    'Your payment was not completed and nothing was charged. Your order is kept: pay now to finish it.',
}

interface PayOnlineProps {
  order: Order
  returned: PaymentReturn | null
}

/**
 * The way to pay an order awaiting an online payment: the provider's page, opened again as often
 * as needed (a declined card, a closed tab), with what happened on the last visit.
 */
export function PayOnline({ order, returned }: PayOnlineProps) {
  const [isBusy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const label = order.paymentMethod === 'paypal' ? 'Pay with PayPal' : 'Pay by card'
  const notice = returned && returned !== 'paid' ? NOTICES[returned] : null

  async function pay() {
    setBusy(true)
    setError(null)
    try {
      const { redirectUrl } = await startPayment(order.id)
      window.location.assign(redirectUrl)
    } catch (err) {
      setError(errorMessage(err, 'The payment page could not be opened'))
      setBusy(false)
    }
  }

  return (
    <section className="receipt__pay receipt__pay--online" aria-labelledby="receipt-pay-title">
      <CreditCard aria-hidden="true" size={22} />
      <div>
        <h3 id="receipt-pay-title">Pay for your order</h3>
        {notice ? (
          <p className="receipt__notice" role={returned === 'pending' ? 'status' : 'alert'}>
            {notice}
          </p>
        ) : null}
        <p>{order.paymentInstructions}</p>
        <Button
          type="button"
          isBusy={isBusy}
          busyLabel="Opening the payment page ..."
          onClick={() => void pay()}
        >
          {label}
        </Button>
        {error ? (
          <p className="checkout__error" role="alert">
            <AlertTriangle aria-hidden="true" size={18} />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </section>
  )
}
