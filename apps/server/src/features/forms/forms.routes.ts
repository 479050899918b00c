import formbody from '@fastify/formbody'
import { ErrorBodySchema } from '@app/domain/api'
import type { EmailTemplateId } from '@app/domain/email'
import { FORM_POSTS, noticePath, type FormName, type NoticeKind } from '@app/domain/forms'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

export interface FormsRoutesOptions {
  /** The e-mail service's keys, to send the contact and subscribe forms through its own route. */
  email: { publicKey: string; serviceId: string; templates: Record<EmailTemplateId, string> }
}

/** A browser's form: each field once or repeated; nothing else. Small: a form, not an upload. */
const FormFieldsSchema = z.record(z.string().max(100), z.union([z.string(), z.array(z.string())]))
type FormFields = z.infer<typeof FormFieldsSchema>
const BODY_LIMIT = 32 * 1024

const field = (fields: FormFields, name: string): string => {
  const value = fields[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/**
 * What each form does when it arrives without the app's code, and where the visitor goes next.
 * Forms whose work needs the app (the session and the cart live in the browser) do nothing and
 * say so; the rest are passed to the API route the app itself calls, with its checks and limits.
 */
type Handler = (fields: FormFields, request: FastifyRequest) => Promise<NoticeKind> | NoticeKind

/**
 * The forms of server-rendered pages as a browser sends them without JavaScript (or when the
 * app's code could not load): `POST /form/<name>` with the fields urlencoded, answered by a 303
 * to a notice page (`/notice/<outcome>`) that says what happened. The notice's address holds
 * only the outcome: nothing typed ever reaches an address, a history or a log (request bodies
 * are never logged). See @app/domain/forms and docs/decisions/017.
 */
export const formsRoutes: FastifyPluginAsyncZod<FormsRoutesOptions> = async (app, { email }) => {
  // Scoped to this plugin: the API itself takes JSON only.
  await app.register(formbody, { bodyLimit: BODY_LIMIT })

  /** Calls one of this server's API routes as the visitor, so its checks and limits apply. */
  const api = async (request: FastifyRequest, url: string, payload: object): Promise<boolean> => {
    const answer = await app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: request.ip,
      headers: { 'content-type': 'application/json', 'user-agent': 'learnlane-form' },
    })
    return answer.statusCode >= 200 && answer.statusCode < 300
  }
  const sendEmail = (request: FastifyRequest, template: string, params: Record<string, string>) =>
    api(request, '/api/v1.0/email/send', {
      user_id: email.publicKey,
      service_id: email.serviceId,
      template_id: template,
      template_params: params,
    })

  const handlers: Record<FormName, Handler> = {
    login: () => 'login',
    register: () => 'register',
    resetPassword: () => 'reset-password',
    coupon: () => 'cart',
    checkout: () => 'cart',
    review: () => 'review',
    forgotPassword: async (fields, request) =>
      (await api(request, '/api/auth/password-reset/request', { email: field(fields, 'email') }))
        ? 'reset-link-sent'
        : 'reset-link-refused',
    contact: async (fields, request) =>
      (await sendEmail(request, email.templates.contact, {
        first_name: field(fields, 'first_name'),
        email: field(fields, 'email'),
        title: field(fields, 'title'),
        message: field(fields, 'message'),
      }))
        ? 'contact-sent'
        : 'contact-failed',
    subscribe: async (fields, request) =>
      (await sendEmail(request, email.templates.subscribe, { email: field(fields, 'email') }))
        ? 'subscribed'
        : 'subscribe-failed',
  }

  for (const [name, path] of Object.entries(FORM_POSTS) as [FormName, string][]) {
    app.post(
      path,
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ['forms'],
          summary: `The ${name} form sent without JavaScript: answered by a notice page`,
          consumes: ['application/x-www-form-urlencoded'],
          body: FormFieldsSchema,
          response: {
            303: z.null(),
            400: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const outcome = await handlers[name](request.body, request)
        return reply.redirect(noticePath(outcome), 303)
      },
    )
  }
}
