import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { SessionsService } from './sessions.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Mentoring sessions: tests call `sessions.sweep()` after moving the clock. */
    sessions: SessionsService
  }
}

/**
 * Looks at what ran out every `everyMs`: holds, offline payment deadlines and unanswered
 * requests. One sweep at a time; a failing one is logged and the next one tries again.
 */
const sweeper: FastifyPluginAsync<{ sessions: SessionsService; everyMs: number }> = async (
  app,
  { sessions, everyMs },
) => {
  if (everyMs <= 0) return
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = sessions
      .sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sessions sweep failed'))
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
export const sessionsSweeper = fp(sweeper, { name: 'sessions-sweeper' })
