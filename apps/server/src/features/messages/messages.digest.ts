import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { MessagesService } from './messages.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages between mentors and students: tests call `messages.digest()` after moving the clock. */
    messages: MessagesService
  }
}

/**
 * E-mails what stays unread every `everyMs` (0: never, as in tests). One digest at a time; a
 * failing one is logged and the next one tries again.
 */
const digest: FastifyPluginAsync<{ messages: MessagesService; everyMs: number }> = async (
  app,
  { messages, everyMs },
) => {
  if (everyMs <= 0) return
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = messages
      .digest()
      .catch((error: unknown) => app.log.warn({ err: error }, 'messages digest failed'))
      .finally(() => {
        running = null
      })
  }, everyMs)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
export const messagesDigest = fp(digest, { name: 'messages-digest' })
