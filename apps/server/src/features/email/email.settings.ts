import type { EmailTemplateId } from '@app/domain/email'
import type { Config } from '../../config'

/** What the product's e-mail service accepts and where it sends. */
export interface EmailSettings {
  serviceId: string
  publicKey: string
  /** The template id a caller sends for each of the product's templates. */
  templates: Record<EmailTemplateId, string>
  /** Lower-cased addresses ('a@b.test') and domains ('b.test' or '@b.test'). */
  blocklist: string[]
  /** The team's address: contact messages are sent there, and replies to the welcome go there. */
  mailTo: string
  limits: { perIp: number; perAddress: number; windowMs: number }
}

export function emailSettings(config: Config): EmailSettings {
  return {
    serviceId: config.EMAIL_SERVICE_ID,
    publicKey: config.EMAIL_PUBLIC_KEY,
    templates: {
      subscribe: config.EMAIL_TEMPLATE_SUBSCRIBE,
      contact: config.EMAIL_TEMPLATE_CONTACT,
    },
    blocklist: config.EMAIL_BLOCKLIST,
    mailTo: config.MAIL_TO,
    limits: {
      perIp: config.EMAIL_RATE_LIMIT_IP,
      perAddress: config.EMAIL_RATE_LIMIT_ADDRESS,
      windowMs: config.EMAIL_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
  }
}
