import { EMAIL_DEFAULTS } from '@app/domain/email'
import type { InjectOptions } from 'fastify'

export interface ContactFormFields {
  first_name: string
  email: string
  title: string
  message: string
}

/** The contact form's request as the web app sends it (`POST /api/v1.0/email/send`). */
export const contactFormRequest = (
  fields: ContactFormFields,
  remoteAddress?: string,
): InjectOptions => ({
  method: 'POST',
  url: '/api/v1.0/email/send',
  payload: {
    service_id: EMAIL_DEFAULTS.serviceId,
    user_id: EMAIL_DEFAULTS.publicKey,
    template_id: EMAIL_DEFAULTS.templates.contact,
    template_params: { ...fields },
  },
  ...(remoteAddress ? { remoteAddress } : {}),
})

/** The value of one sample line of a /metrics text, e.g. `learnlane_redis_up`; undefined when absent. */
export function metricSample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}
