// Starts the fake Stripe and the fake PayPal for end-to-end runs:
//   node --import tsx apps/server/src/testing/payments/serve-fakes.ts
// Environment: FAKE_STRIPE_PORT (12111), FAKE_PAYPAL_PORT (12112), FAKE_HOST (127.0.0.1),
// STRIPE_WEBHOOK_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and
// FAKE_WEBHOOK_BASE (the app's base URL; webhooks go to /api/payments/{stripe,paypal}/webhook).
// Each fake answers GET /__health; SIGTERM or SIGINT closes both.
import { startFakePaypal } from './fake-paypal'
import { startFakeStripe } from './fake-stripe'

const env = process.env
const base = env.FAKE_WEBHOOK_BASE?.replace(/\/+$/, '')
const host = env.FAKE_HOST ?? '127.0.0.1'

const stripe = await startFakeStripe({
  webhookUrl: base ? `${base}/api/payments/stripe/webhook` : undefined,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_fake',
  port: Number(env.FAKE_STRIPE_PORT ?? 12111),
  host,
})
const paypal = await startFakePaypal({
  webhookUrl: base ? `${base}/api/payments/paypal/webhook` : undefined,
  webhookId: env.PAYPAL_WEBHOOK_ID ?? 'WH-FAKE',
  clientId: env.PAYPAL_CLIENT_ID ?? 'fake-client-id',
  clientSecret: env.PAYPAL_CLIENT_SECRET ?? 'fake-client-secret',
  port: Number(env.FAKE_PAYPAL_PORT ?? 12112),
  host,
})
console.log(`payment fakes ready: stripe ${stripe.url}, paypal ${paypal.url}`)

let closing = false
const stop = () => {
  if (closing) return
  closing = true
  void Promise.all([stripe.close(), paypal.close()]).then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
