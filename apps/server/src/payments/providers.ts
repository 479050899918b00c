import type { OnlinePayments, PaymentMethod } from '@app/domain/orders'
import { createPaypalProvider } from './paypal.provider'
import type { PaymentProvider, ProviderName } from './provider'
import { createStripeProvider } from './stripe.provider'

export interface PaymentSettings {
  STRIPE_SECRET_KEY?: string | undefined
  STRIPE_WEBHOOK_SECRET?: string | undefined
  STRIPE_API_URL?: string | undefined
  PAYPAL_CLIENT_ID?: string | undefined
  PAYPAL_CLIENT_SECRET?: string | undefined
  PAYPAL_WEBHOOK_ID?: string | undefined
  PAYPAL_API_URL: string
  PAYMENT_TIMEOUT_MS: number
}

/** The providers this server is configured for; a method without one is paid by hand. */
export interface PaymentProviders {
  /** Which online methods can be taken now (GET /api/payments/methods). */
  online: OnlinePayments
  /** The provider that takes this method online, or null (paid by hand, or not configured). */
  forMethod: (method: PaymentMethod) => PaymentProvider | null
  byName: (name: ProviderName) => PaymentProvider | null
}

export function createPaymentProviders(settings: PaymentSettings): PaymentProviders {
  const stripe =
    settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: settings.STRIPE_SECRET_KEY,
          webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
          ...(settings.STRIPE_API_URL ? { apiUrl: settings.STRIPE_API_URL } : {}),
          timeoutMs: settings.PAYMENT_TIMEOUT_MS,
        })
      : null
  const paypal =
    settings.PAYPAL_CLIENT_ID && settings.PAYPAL_CLIENT_SECRET && settings.PAYPAL_WEBHOOK_ID
      ? createPaypalProvider({
          clientId: settings.PAYPAL_CLIENT_ID,
          clientSecret: settings.PAYPAL_CLIENT_SECRET,
          webhookId: settings.PAYPAL_WEBHOOK_ID,
          apiUrl: settings.PAYPAL_API_URL,
          timeoutMs: settings.PAYMENT_TIMEOUT_MS,
        })
      : null
  return {
    online: { card: stripe !== null, paypal: paypal !== null },
    forMethod: (method) => (method === 'card' ? stripe : method === 'paypal' ? paypal : null),
    byName: (name) => (name === 'stripe' ? stripe : name === 'paypal' ? paypal : null),
  }
}
