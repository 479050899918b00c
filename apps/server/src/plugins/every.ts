import type { FastifyPluginAsync } from 'fastify'

export interface EveryOptions {
  /** What the log names when a round fails ('sessions sweep'). */
  name: string
  /** How often, in milliseconds; 0 never (tests run the work by hand). */
  everyMs: number
  work: () => Promise<unknown>
}

/**
 * Runs `work` every `everyMs` while the app is open: one round at a time (a round still running
 * skips the tick), a failing round logged and the next one tried, the last round awaited on
 * close. The timer never keeps the process alive. Register it once per kind of work.
 */
export const every: FastifyPluginAsync<EveryOptions> = async (app, { name, everyMs, work }) => {
  if (everyMs <= 0) return
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = work()
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
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
