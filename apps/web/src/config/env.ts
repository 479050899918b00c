import { EMAIL_DEFAULTS } from '@app/domain/email'
import { z } from 'zod'

/**
 * The web app's build-time configuration: the only reader of `import.meta.env` (Vite inlines the
 * VITE_* values at build time). Every value has a default that keeps the product self-contained.
 *
 * This module pulls in zod, so only lazily loaded code may import it (the e-mail client, route
 * modules); the entry bundle stays without it.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional()
const optionalUrl = (name: string) =>
  optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v),
    `${name} must be an http(s) URL`,
  )
const textOr = (fallback: string) => optionalText.transform((v) => v ?? fallback)

const EnvSchema = z.object({
  /** Where the e-mail service lives; unset means the product's own origin. */
  VITE_EMAIL_ORIGIN: optionalUrl('VITE_EMAIL_ORIGIN'),
  VITE_EMAIL_SERVICE_ID: textOr(EMAIL_DEFAULTS.serviceId),
  VITE_EMAIL_PUBLIC_KEY: textOr(EMAIL_DEFAULTS.publicKey),
  VITE_EMAIL_TEMPLATE_SUBSCRIBE: textOr(EMAIL_DEFAULTS.templates.subscribe),
  VITE_EMAIL_TEMPLATE_CONTACT: textOr(EMAIL_DEFAULTS.templates.contact),
})

function readEnv() {
  const parsed = EnvSchema.safeParse(import.meta.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid web configuration: ${problems}`)
  }
  const vars = parsed.data
  // Rendering on the server: forms are only sent from the browser, where the origin is known.
  const ownOrigin = typeof window === 'undefined' ? '' : window.location.origin
  const origin = (vars.VITE_EMAIL_ORIGIN ?? ownOrigin).replace(/\/+$/, '')
  return {
    email: {
      origin,
      serviceId: vars.VITE_EMAIL_SERVICE_ID,
      publicKey: vars.VITE_EMAIL_PUBLIC_KEY,
      templates: {
        subscribe: vars.VITE_EMAIL_TEMPLATE_SUBSCRIBE,
        contact: vars.VITE_EMAIL_TEMPLATE_CONTACT,
      },
      libVersion: EMAIL_DEFAULTS.libVersion,
    },
  } as const
}

export type WebEnv = ReturnType<typeof readEnv>

export const env: WebEnv = readEnv()
