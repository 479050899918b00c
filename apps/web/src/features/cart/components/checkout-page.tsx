import { FORM_POSTS } from '@app/domain/forms/posts'
import {
  BillingSchema,
  DEFAULT_PAYMENT_METHOD,
  needsShipping,
  paymentMethodRefusal,
  type Billing,
  type PaymentMethod,
  type PlaceOrderInput,
  ShippingBillingSchema,
} from '@app/domain/orders'
import type { Role } from '@app/domain/roles'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { clearCart, useCartLines } from '../../../lib/cart-store'
import { toLineInputs } from '../api/cart'
import {
  checkoutDetailsQueries,
  orderQueries,
  paymentMethodsQuery,
  placeOrder,
  startPayment,
} from '../api/orders'
import { checkoutKeyFor, endCheckoutAttempt, markCheckoutRefused } from '../checkout-attempt'
import { useAppliedCoupon } from '../hooks/use-applied-coupon'
import { useCartQuote } from '../hooks/use-cart-quote'
import { AccountNeeded } from './account-needed'
import { BillingFields, type BillingFormValues } from './billing-fields'
import { CartEmpty } from './cart-empty'
import { CheckoutSummary } from './checkout-summary'
import { CouponForm } from './coupon-form'
import { OpenOrderLink } from './open-order-link'
import { PaymentMethods } from './payment-methods'
import './cart.css'

const EMPTY_BILLING: BillingFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  country: '',
  street: '',
  apartment: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  email: '',
  notes: '',
}

interface BillingContext {
  hasProducts: boolean
}

/**
 * A cart of courses asks for no address; one with a product to ship does. The form holds every
 * field either way; the courses' schema reads only its own (and drops the rest).
 */
const billingResolvers = {
  shipping: zodResolver(ShippingBillingSchema),
  courses: zodResolver(BillingSchema) as unknown as Resolver<BillingFormValues, unknown, Billing>,
}
const billingResolver: Resolver<BillingFormValues, BillingContext, Billing> = (
  values,
  context,
  options,
) =>
  (context?.hasProducts === false ? billingResolvers.courses : billingResolvers.shipping)(
    values,
    context,
    options,
  )

interface CheckoutPageProps {
  /** The signed-in role (read once at load), or null for a visitor. */
  role: Role | null
}

/**
 * Checkout (SPEC section 2): billing form, order summary from the server's quote with the cart's
 * coupon (changed or removed here as on the cart), payment method and Place Order. The coupon has
 * its own form, so the summary sits beside the billing form and Place Order submits that form by
 * its id. The order is sent with one Idempotency-Key per attempt; on success the cart and coupon
 * are cleared and the receipt opens.
 */
export function CheckoutPage({ role }: CheckoutPageProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const lines = useCartLines()
  const coupon = useAppliedCoupon()
  const couponCode = coupon.code
  const { view } = useCartQuote(lines, couponCode)
  const formId = useId()
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD)
  const [accountRefusal, setAccountRefusal] = useState<string | null>(null)
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null)
  const [openOrderId, setOpenOrderId] = useState<string | undefined>()
  const details = useQuery({ ...checkoutDetailsQueries.mine(), enabled: role !== null })
  const online = useQuery(paymentMethodsQuery()).data
  const hasProducts = needsShipping(lines)
  const hasSessions = lines.some((line) => line.kind === 'session')
  const form = useForm<BillingFormValues, BillingContext, Billing>({
    resolver: billingResolver,
    context: { hasProducts },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_BILLING,
    // A signed-in buyer's last billing details fill the form, without overwriting what they typed.
    values: details.data ? { ...EMPTY_BILLING, ...details.data.billing } : undefined,
    resetOptions: { keepDirtyValues: true },
  })
  const { errors, isSubmitting } = form.formState

  const method = paymentMethodRefusal(
    paymentMethod,
    hasProducts,
    online ?? { card: false, paypal: false },
    hasSessions,
  )
    ? DEFAULT_PAYMENT_METHOD
    : paymentMethod
  // A coupon the server no longer applies (the cart changed) is not sent: the order would be refused.
  const isCouponUsable = couponCode !== null && !(view.isServerPriced && view.couponError)
  const needsAccount = view.needsStudentAccount || accountRefusal !== null

  const onSubmit = form.handleSubmit(async (billing) => {
    const input: PlaceOrderInput = {
      lines: toLineInputs(lines),
      ...(isCouponUsable ? { couponCode } : {}),
      billing,
      paymentMethod: method,
    }
    try {
      const order = await placeOrder(input, checkoutKeyFor(input))
      endCheckoutAttempt()
      queryClient.setQueryData(orderQueries.detail(order.id).queryKey, order)
      setPlacedOrderId(order.id)
      // Empties the cart and drops its coupon.
      clearCart()
      if (order.payOnline) {
        // Card and PayPal are paid on the provider's page; the receipt offers it again on failure.
        const started = await startPayment(order.id).catch(() => null)
        if (started) {
          window.location.assign(started.redirectUrl)
          return
        }
      }
      await navigate(paths.orderReceipt(order.id), { replace: true })
    } catch (err) {
      // A definite refusal created nothing: a changed order may go with a new key next time.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) markCheckoutRefused()
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        setAccountRefusal(err.message)
      }
      setOpenOrderId(err instanceof ApiError ? err.details.openOrderId : undefined)
      form.setError('root.server', { message: errorMessage(err, 'Your order could not be placed') })
    }
  })

  if (placedOrderId) {
    return (
      <div className="container cart-page checkout-leaving" role="status">
        <Spinner /> Opening your order…
      </div>
    )
  }
  if (lines.length === 0) {
    return (
      <div className="container cart-page">
        <CartEmpty description="There is nothing to check out yet. Add a course or a product to your cart first." />
      </div>
    )
  }

  const serverError = errors.root?.server?.message
  return (
    <div className="container cart-page">
      {needsAccount ? (
        <AccountNeeded role={role} message={accountRefusal} hasSessions={hasSessions} />
      ) : null}
      <div className="checkout">
        <form
          id={formId}
          method="post"
          action={FORM_POSTS.checkout}
          className="checkout__billing"
          noValidate
          aria-label="Checkout"
          onSubmit={(event) => void onSubmit(event)}
        >
          <p className="checkout__intro">
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">with a star</span> are required.
          </p>
          <BillingFields form={form} hasProducts={hasProducts} />
        </form>
        <CheckoutSummary
          view={view}
          couponCode={isCouponUsable ? couponCode : null}
          coupon={
            <CouponForm
              lines={lines}
              view={view}
              appliedCode={couponCode}
              onApply={coupon.apply}
              onRemove={coupon.remove}
            />
          }
        >
          <PaymentMethods
            value={method}
            onChange={setPaymentMethod}
            hasProducts={hasProducts}
            hasSessions={hasSessions}
            online={online}
          />
          <p className="checkout__privacy">
            Your personal data is used to process your order and for nothing else.
          </p>
          <Button
            type="submit"
            form={formId}
            size="lg"
            isBlock
            isBusy={isSubmitting}
            busyLabel="Placing Order ..."
            disabled={needsAccount}
          >
            Place Order
          </Button>
          {serverError ? (
            <p className="checkout__error" role="alert">
              <AlertTriangle aria-hidden="true" size={18} />
              <span>
                {serverError} <OpenOrderLink orderId={openOrderId} />
              </span>
            </p>
          ) : Object.keys(errors).length ? (
            <p className="checkout__error" role="alert">
              <AlertTriangle aria-hidden="true" size={18} />
              <span>Check the billing details: some fields need your attention.</span>
            </p>
          ) : null}
        </CheckoutSummary>
      </div>
    </div>
  )
}
