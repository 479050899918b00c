/**
 * Where the end-to-end run serves the app and the payment providers' stand-ins
 * (apps/server/src/testing/payments): the two ports after the app's. The app is pointed at them
 * as it would be at Stripe and PayPal, with test keys.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 5199)
export const APP_URL = `http://127.0.0.1:${APP_PORT}`

export const STAND_IN_PORTS = { stripe: APP_PORT + 1, paypal: APP_PORT + 2 }
export const STAND_INS = {
  stripe: `http://127.0.0.1:${STAND_IN_PORTS.stripe}`,
  paypal: `http://127.0.0.1:${STAND_IN_PORTS.paypal}`,
}

export const PAYMENT_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_learnlane_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_learnlane_e2e',
  PAYPAL_CLIENT_ID: 'learnlane-e2e-client',
  PAYPAL_CLIENT_SECRET: 'learnlane-e2e-secret',
  PAYPAL_WEBHOOK_ID: 'WH-LEARNLANE-E2E',
}
