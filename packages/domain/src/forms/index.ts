import { RECOVERY_MESSAGES } from '../auth/index'
import { EMAIL_MESSAGES } from '../email/index'

/** Zod-free, for forms on a first load (the footer's subscribe form). */
export { FORM_POSTS, type FormName } from './posts'

/** The outcomes a notice page tells, by the last segment of its address (`/notice/:kind`). */
export const NOTICE_KINDS = [
  'login',
  'register',
  'reset-password',
  'cart',
  'review',
  'reset-link-sent',
  'reset-link-refused',
  'contact-sent',
  'contact-failed',
  'subscribed',
  'subscribe-failed',
] as const

export type NoticeKind = (typeof NOTICE_KINDS)[number]

export interface FormNotice {
  /** The page's title and heading. */
  heading: string
  text: string
  /** Whether the form did its work (a sent message) or the visitor has something left to do. */
  isDone: boolean
  /** Where to go next. */
  next: { label: string; href: string }
}

const NEEDS_SCRIPT =
  'Nothing you typed was saved, and none of it appears in any address. Turn JavaScript on in ' +
  'your browser, then try again.'

export const FORM_NOTICES: Record<NoticeKind, FormNotice> = {
  login: {
    heading: 'Turn on JavaScript to log in',
    text: `Learnlane keeps your session in this browser, which needs JavaScript. ${NEEDS_SCRIPT}`,
    isDone: false,
    next: { label: 'Back to log in', href: '/login' },
  },
  register: {
    heading: 'Turn on JavaScript to create your account',
    text: `Your new account signs you in in this browser, which needs JavaScript. No account was created. ${NEEDS_SCRIPT}`,
    isDone: false,
    next: { label: 'Back to sign up', href: '/register' },
  },
  'reset-password': {
    heading: 'Turn on JavaScript to choose a new password',
    text: `Your password was not changed, and the link in your e-mail still works until it expires. ${NEEDS_SCRIPT}`,
    isDone: false,
    next: { label: 'Ask for a new link', href: '/forgot-password' },
  },
  cart: {
    heading: 'Turn on JavaScript to check out',
    text: `Your cart is kept in this browser, which needs JavaScript to read it. Nothing was ordered and nothing was charged. ${NEEDS_SCRIPT}`,
    isDone: false,
    next: { label: 'Back to the cart', href: '/shop-cart' },
  },
  review: {
    heading: 'Turn on JavaScript to post a review',
    text: `Your review was not posted. ${NEEDS_SCRIPT}`,
    isDone: false,
    next: { label: 'Back to the shop', href: '/shop-list' },
  },
  'reset-link-sent': {
    heading: 'Check your inbox',
    text: RECOVERY_MESSAGES.resetRequested,
    isDone: true,
    next: { label: 'Back to log in', href: '/login' },
  },
  'reset-link-refused': {
    heading: 'No link was sent',
    text: 'That e-mail address does not look right, or too many links were asked for it just now. Check the address and try again in a few minutes.',
    isDone: false,
    next: { label: 'Try again', href: '/forgot-password' },
  },
  'contact-sent': {
    heading: EMAIL_MESSAGES.contactSuccess,
    text: 'Thank you for writing to us. We answer at the e-mail address you gave, usually within one working day.',
    isDone: true,
    next: { label: 'Back to contact', href: '/contact' },
  },
  'contact-failed': {
    heading: EMAIL_MESSAGES.failure,
    text: 'Your message was not sent: a field was missing or not valid, or too many messages came from here just now. Go back, check each field and send it again.',
    isDone: false,
    next: { label: 'Back to contact', href: '/contact' },
  },
  subscribed: {
    heading: EMAIL_MESSAGES.subscribeSuccess,
    text: 'A welcome e-mail is on its way to the address you gave.',
    isDone: true,
    next: { label: 'Back to the home page', href: '/' },
  },
  'subscribe-failed': {
    heading: EMAIL_MESSAGES.failure,
    text: 'You were not subscribed: the e-mail address was missing or not valid, or too many requests came from here just now. Check the address and try again.',
    isDone: false,
    next: { label: 'Back to the home page', href: '/' },
  },
}

export function isNoticeKind(value: string): value is NoticeKind {
  return (NOTICE_KINDS as readonly string[]).includes(value)
}

/** The notice page's address for an outcome. */
export const noticePath = (kind: NoticeKind) => `/notice/${kind}`
