import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/errors'
import { safeError } from '../lib/logging'

interface HttpishError {
  statusCode?: number
  code?: string
  message: string
  validation?: unknown
}

export const BAD_URL_MESSAGE = 'The address is not valid: it has a broken percent-encoding'

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL whose
 * percent-encoding does not decode, FST_ERR_BAD_URL) leave as `{ error }` like every other one.
 */
export function frameworkErrors(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (err.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ error: BAD_URL_MESSAGE })
    return
  }
  const status =
    err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400
  void reply.status(status).send({ error: err.message || 'Bad request' })
}

/**
 * Every failure leaves as `{ error }`: app errors with their own message, schema failures as the
 * first field message (400), framework errors (bad JSON, body too large, rate limit, bad URL,
 * malformed multipart) with a clear message, and anything unexpected as a generic 500 with the
 * details in the log only.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: HttpishError, request, reply) => {
      if (err instanceof AppError) {
        return reply.status(err.statusCode).send({ ...err.details, error: err.message })
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const first = err.validation[0]
        return reply.status(400).send({ error: first?.message ?? 'Invalid input' })
      }
      if (err.validation) {
        return reply.status(400).send({ error: err.message })
      }
      if (
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
      ) {
        return reply.status(400).send({ error: 'The request body is not valid JSON' })
      }
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send({ error: 'Unsupported content type' })
      }
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({ error: 'The request body is too large' })
      }
      if (err.code === 'FST_ERR_BAD_URL') {
        return reply.status(400).send({ error: BAD_URL_MESSAGE })
      }
      if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || err.code === 'FST_NO_FORM_DATA') {
        return reply.status(400).send({ error: 'The request body is not a valid multipart form' })
      }
      const status = err.statusCode ?? 500
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ error: err.message || 'Bad request' })
      }
      // Class, code, constraint and statement only: the values a query carried stay out.
      request.log.error({ err: safeError(err) }, 'unhandled error')
      return reply
        .status(500)
        .send({ error: 'Something went wrong on our side. Please try again.' })
    })
  },
  { name: 'error-handler' },
)
