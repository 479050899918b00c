import { firstIssueMessage } from '@app/domain/api'
import {
  EMAIL_SERVICE_ERRORS,
  EMAIL_TEMPLATE_PARAMS,
  type ContactParams,
  type EmailTemplateId,
  type SubscribeParams,
} from '@app/domain/email'
import { BadRequestError, ForbiddenError } from '../../lib/errors'
import type { EmailRepository } from './email.repository'
import type { EmailSettings } from './email.settings'
import { contactNotification, subscribeWelcome } from './email.templates'

/** One call of the e-mail interface, as it arrived. */
export interface EmailRequest {
  publicKey: string
  serviceId: string
  templateId: string
  params: Record<string, unknown>
}

/** A request that passed every check, ready to store. */
export type AcceptedEmail =
  | { template: 'subscribe'; templateId: string; params: SubscribeParams; address: string }
  | { template: 'contact'; templateId: string; params: ContactParams; address: string }

/** True when the address or its domain (or a parent domain) is on the list. */
export function isBlocked(address: string, blocklist: readonly string[]): boolean {
  const email = address.toLowerCase()
  const domain = email.slice(email.lastIndexOf('@') + 1)
  return blocklist.some((entry) => {
    if (entry.startsWith('@')) return domain === entry.slice(1)
    if (entry.includes('@')) return email === entry
    return domain === entry || domain.endsWith(`.${entry}`)
  })
}

export function createEmailService(repository: EmailRepository, settings: EmailSettings) {
  const templateById = new Map<string, EmailTemplateId>(
    Object.entries(settings.templates).map(([name, id]) => [id, name as EmailTemplateId]),
  )

  return {
    /**
     * Checks a request the way the hosted service does: the public key, the service, the
     * template, then the template's parameters (400 with the field's message), then the
     * blocklist (403). Nothing is stored here.
     */
    accept(request: EmailRequest): AcceptedEmail {
      if (request.publicKey !== settings.publicKey) {
        throw new BadRequestError(EMAIL_SERVICE_ERRORS.publicKeyInvalid)
      }
      if (request.serviceId !== settings.serviceId) {
        throw new BadRequestError(EMAIL_SERVICE_ERRORS.serviceIdInvalid)
      }
      const template = templateById.get(request.templateId)
      if (!template) throw new BadRequestError(EMAIL_SERVICE_ERRORS.templateIdInvalid)

      const parsed = EMAIL_TEMPLATE_PARAMS[template].safeParse(request.params)
      if (!parsed.success) throw new BadRequestError(firstIssueMessage(parsed.error))
      const address = parsed.data.email.toLowerCase()
      if (isBlocked(address, settings.blocklist)) {
        throw new ForbiddenError(EMAIL_SERVICE_ERRORS.forbidden)
      }
      return template === 'subscribe'
        ? { template, templateId: request.templateId, params: { email: address }, address }
        : {
            template,
            templateId: request.templateId,
            params: parsed.data as ContactParams,
            address,
          }
    },

    /** Stores an accepted request with its outgoing message; true when a message was queued. */
    async store(accepted: AcceptedEmail): Promise<{ queued: boolean }> {
      if (accepted.template === 'subscribe') {
        const { isNew } = await repository.subscribe(
          accepted.address,
          accepted.templateId,
          subscribeWelcome(accepted.params, settings.mailTo),
        )
        return { queued: isNew }
      }
      const receivedAt = new Date()
      const { params } = accepted
      await repository.storeContact(
        {
          firstName: params.first_name,
          email: params.email,
          title: params.title,
          message: params.message,
          createdAt: receivedAt,
        },
        contactNotification(params, settings.mailTo, receivedAt),
      )
      return { queued: true }
    },
  }
}
export type EmailService = ReturnType<typeof createEmailService>
