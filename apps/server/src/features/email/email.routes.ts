import multipart from '@fastify/multipart'
import { ErrorBodySchema } from '@app/domain/api'
import {
  EMAIL_ENVELOPE_FIELDS,
  EMAIL_SERVICE_ERRORS,
  EmailSendBodySchema,
  EmailSendFormFieldsSchema,
} from '@app/domain/email'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, BadRequestError, TooManyRequestsError } from '../../lib/errors'
import { createEmailRepository } from './email.repository'
import { createEmailService, type EmailRequest } from './email.service'
import type { EmailSettings } from './email.settings'

export interface EmailRoutesOptions {
  settings: EmailSettings
  /** Called after a message was stored for delivery. */
  onQueued: () => void
}

const OkSchema = z.literal('OK')
const responses = {
  200: OkSchema,
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
}

/** Generous for a form (four fields and the envelope), tight for anything else. */
const FORM_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 20_000,
  fields: 30,
  files: 0,
  parts: 30,
}

/** Reads a multipart form's fields; files, repeated or oversized fields are refused. */
async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError(415, EMAIL_SERVICE_ERRORS.notMultipart)
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file') {
        part.file.resume()
        throw new BadRequestError(EMAIL_SERVICE_ERRORS.fileNotAccepted)
      }
      if (part.fieldnameTruncated || part.valueTruncated) {
        throw new BadRequestError(EMAIL_SERVICE_ERRORS.fieldTooLong)
      }
      if (Object.hasOwn(fields, part.fieldname)) {
        throw new BadRequestError(EMAIL_SERVICE_ERRORS.fieldRepeated)
      }
      fields[part.fieldname] = String(part.value)
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_FILES_LIMIT') throw new BadRequestError(EMAIL_SERVICE_ERRORS.fileNotAccepted)
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError(413, EMAIL_SERVICE_ERRORS.tooManyFields)
    }
    const status = (err as { statusCode?: number }).statusCode
    if (err instanceof AppError || (status && status >= 400 && status < 500)) throw err
    // Anything else comes from the multipart parser (truncated body, bad boundary, bad headers).
    throw new BadRequestError(EMAIL_SERVICE_ERRORS.formMalformed)
  }
  return fields
}

/**
 * The hosted e-mail-sending service's interface, served on the product's own origin:
 * POST /api/v1.0/email/send (JSON) and /send-form (multipart), SPEC section 7. A request is
 * checked (400), held against the blocklist (403) and the throttles (429), then stored with its
 * outgoing message in one transaction and answered 200 'OK'; the outbox worker delivers it.
 *
 * Not implemented on purpose: the hosted service's 451 'Unavailable For Headless Browser'. The
 * product's own end-to-end tests drive a headless browser, and refusing automated clients adds
 * nothing to a self-hosted outbox that already validates, blocklists and throttles every request.
 */
export const emailRoutes: FastifyPluginAsyncZod<EmailRoutesOptions> = async (
  app,
  { settings, onQueued },
) => {
  // Scoped to this plugin: the rest of the API does not take multipart bodies.
  await app.register(multipart, { limits: FORM_LIMITS })
  const email = createEmailService(createEmailRepository(app.db), settings)

  const perIp = app.createRateLimit({
    max: settings.limits.perIp,
    timeWindow: settings.limits.windowMs,
    keyGenerator: (req) => `email-ip:${req.ip}`,
  })
  const addressOf = new WeakMap<FastifyRequest, string>()
  const perAddress = app.createRateLimit({
    max: settings.limits.perAddress,
    timeWindow: settings.limits.windowMs,
    keyGenerator: (req) => `email-address:${addressOf.get(req) ?? ''}`,
  })

  async function throttle(limiter: typeof perIp, request: FastifyRequest, reply: FastifyReply) {
    const result = await limiter(request)
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds)
      throw new TooManyRequestsError(EMAIL_SERVICE_ERRORS.tooManyRequests)
    }
  }
  const throttleIp = (request: FastifyRequest, reply: FastifyReply) =>
    throttle(perIp, request, reply)

  async function handle(request: FastifyRequest, reply: FastifyReply, call: EmailRequest) {
    const accepted = email.accept(call)
    addressOf.set(request, accepted.address)
    await throttle(perAddress, request, reply)
    const { queued } = await email.store(accepted)
    request.log.info({ template: accepted.template, queued }, 'e-mail form stored')
    if (queued) onQueued()
    return reply.type('text/plain; charset=utf-8').send('OK')
  }

  app.post(
    '/send',
    {
      onRequest: throttleIp,
      schema: {
        tags: ['email'],
        summary: 'Send a template with JSON parameters (browser library `send`)',
        body: EmailSendBodySchema,
        response: responses,
      },
    },
    (request, reply) =>
      handle(request, reply, {
        publicKey: request.body.user_id,
        serviceId: request.body.service_id,
        templateId: request.body.template_id,
        params: request.body.template_params ?? {},
      }),
  )

  app.post(
    '/send-form',
    {
      onRequest: throttleIp,
      preValidation: async (request) => {
        // Checked against the body schema next, like any parsed body.
        request.body = (await readFormFields(request)) as typeof request.body
      },
      schema: {
        tags: ['email'],
        summary: 'Send a template with a multipart form (browser library `sendForm`)',
        consumes: ['multipart/form-data'],
        body: EmailSendFormFieldsSchema,
        response: responses,
      },
    },
    (request, reply) => {
      const params: Record<string, string> = { ...request.body }
      for (const field of EMAIL_ENVELOPE_FIELDS) delete params[field]
      return handle(request, reply, {
        publicKey: request.body.user_id,
        serviceId: request.body.service_id,
        templateId: request.body.template_id,
        params,
      })
    },
  )

  // Same origin only, so no CORS headers: a preflight learns the allowed methods and nothing more.
  for (const path of ['/send', '/send-form']) {
    app.options(path, { schema: { hide: true } }, (_request, reply) =>
      reply.header('allow', 'POST, OPTIONS').status(204).send(),
    )
  }
}
