/**
 * The forms of server-rendered pages, as the browser sends them when the app's code is not
 * running (JavaScript off, or its code could not load). Each declares `method="post"` and one of
 * these addresses, so nothing typed ever lands in an address bar, a history or a log; the server
 * does what it can without the app (a contact message, a subscription, a reset link) and sends
 * the visitor on to a notice page that says what happened and what to do next.
 */
export const FORM_POSTS = {
  login: '/form/login',
  register: '/form/register',
  forgotPassword: '/form/forgot-password',
  resetPassword: '/form/reset-password',
  contact: '/form/contact',
  subscribe: '/form/subscribe',
  coupon: '/form/coupon',
  checkout: '/form/checkout',
  review: '/form/review',
} as const

export type FormName = keyof typeof FORM_POSTS
