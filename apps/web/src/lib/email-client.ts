import { EMAIL_MESSAGES, type ContactParams } from '@app/domain/email'
import { env } from '../config/env'

/**
 * Sends the subscribe and contact forms in the e-mail-sending service's wire format
 * (POST /api/v1.0/email/send-form as multipart and /send as JSON, each with the service id,
 * template id, public key and library version) with plain `fetch`. By default the service is the
 * product's own server; VITE_EMAIL_* variables point it at the hosted service instead.
 *
 * Load this module lazily (`await import(...)`): it carries zod (through the configuration), and the
 * entry bundle needs neither until someone submits a form.
 */

export { EMAIL_MESSAGES }

/** A send that has not answered after this long counts as failed, so the form never hangs. */
export const EMAIL_REQUEST_TIMEOUT_MS = 15_000

/** Status 0 stands for "no answer": the network failed, the request timed out or was refused locally. */
export const NO_RESPONSE = 0

const wireFields = (templateId: string) => ({
  lib_version: env.email.libVersion,
  service_id: env.email.serviceId,
  template_id: templateId,
  user_id: env.email.publicKey,
})

async function post(
  path: string,
  init: { body: BodyInit; headers?: HeadersInit },
): Promise<number> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(NO_RESPONSE)
    }, EMAIL_REQUEST_TIMEOUT_MS)
  })
  const attempt = fetch(`${env.email.origin}${path}`, {
    method: 'POST',
    ...init,
    signal: controller.signal,
  }).then(
    (response) => response.status,
    () => NO_RESPONSE,
  )
  try {
    return await Promise.race([attempt, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Footer subscribe form: posts the form's fields (`email`) as multipart (send-form). Returns the status. */
export function sendSubscribeForm(form: HTMLFormElement): Promise<number> {
  const body = new FormData(form)
  for (const [name, value] of Object.entries(wireFields(env.email.templates.subscribe))) {
    body.append(name, value)
  }
  return post('/api/v1.0/email/send-form', { body })
}

/** Contact form: posts the fields as JSON template params (send). Returns the status. */
export function sendContactMessage(params: ContactParams): Promise<number> {
  return post('/api/v1.0/email/send', {
    body: JSON.stringify({ ...wireFields(env.email.templates.contact), template_params: params }),
    headers: { 'Content-Type': 'application/json' },
  })
}
