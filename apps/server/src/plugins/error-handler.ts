import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/errors'

interface HttpishError {
  statusCode?: number
  code?: string
  message: string
  validation?: unknown
}

/**
 * Every failure leaves as `{ error }`: app errors with their own message, schema failures as the
 * first field message (400), framework errors (bad JSON, body too large, rate limit) with a clear
 * message, and anything unexpected as a generic 500 with the details in the log only.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: HttpishError, request, reply) => {
      if (err instanceof AppError) {
        return reply.status(err.statusCode).send({ error: err.message })
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
      const status = err.statusCode ?? 500
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ error: err.message || 'Bad request' })
      }
      request.log.error({ err }, 'unhandled error')
      return reply
        .status(500)
        .send({ error: 'Something went wrong on our side. Please try again.' })
    })
  },
  { name: 'error-handler' },
)
