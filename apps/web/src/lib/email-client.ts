import emailjs, { EmailJSResponseStatus } from '@emailjs/browser'
import { EMAIL_MESSAGES, type ContactParams } from '@app/domain/email'
import { env } from '../config/env'

/**
 * Sends the subscribe and contact forms through the e-mail-sending service's own browser library,
 * speaking its wire format (POST /api/v1.0/email/send-form and /send). By default the service is
 * the product's own server; VITE_EMAIL_* variables point it at the hosted service instead.
 *
 * Load this module lazily (`await import(...)`): it carries the library and zod, and the entry
 * bundle needs neither until someone submits a form.
 */

export { EMAIL_MESSAGES }

/** A send that has not answered after this long counts as failed, so the form never hangs. */
export const EMAIL_REQUEST_TIMEOUT_MS = 15_000

/** Status 0 stands for "no answer": the network failed, the request timed out or was refused locally. */
export const NO_RESPONSE = 0

emailjs.init(
  {
    publicKey: env.email.publicKey,
    blockHeadless: env.email.blockHeadless,
    origin: env.email.origin,
  },
  env.email.origin,
)

async function deliver(send: () => Promise<EmailJSResponseStatus>): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(NO_RESPONSE), EMAIL_REQUEST_TIMEOUT_MS)
  })
  const attempt = (async () => {
    try {
      return (await send()).status
    } catch (err) {
      // The library rejects with the response status (403, 429, 451 …) or a plain error.
      return err instanceof EmailJSResponseStatus ? err.status : NO_RESPONSE
    }
  })()
  try {
    return await Promise.race([attempt, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Footer subscribe form: posts the form's `email` field as multipart (send-form). Returns the status. */
export function sendSubscribeForm(form: HTMLFormElement): Promise<number> {
  return deliver(() => emailjs.sendForm(env.email.serviceId, env.email.templates.subscribe, form))
}

/** Contact form: posts the fields as JSON template params (send). Returns the status. */
export function sendContactMessage(params: ContactParams): Promise<number> {
  return deliver(() => emailjs.send(env.email.serviceId, env.email.templates.contact, params))
}
