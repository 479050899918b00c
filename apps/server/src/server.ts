import { performance } from 'node:perf_hooks'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { loadConfig, loadEnvFiles } from './config'
import { safeError } from './lib/logging'
import { defaultWebDist } from './lib/package-root'

/** `ready in N ms` counts from here, or from where a launcher marked the server's start. */
const startedAt = performance.getEntriesByName('server-start')[0]?.startTime ?? 0

loadEnvFiles()
const config = (() => {
  try {
    return loadConfig()
  } catch (err) {
    // The list of bad variables is the whole message: no stack trace to read through.
    process.stderr.write(`${(err as Error).message}\n`)
    process.exit(1)
  }
})()
const app = await buildApp({ ...config, WEB_DIST: config.WEB_DIST ?? defaultWebDist() })

/**
 * A signal repeated within this window is the same request to stop: `npm start` forwards the
 * signal it receives to the server, which also receives it itself when the whole process group is
 * signalled (Ctrl+C, `kill -TERM -- -PGID`).
 */
const REPEAT_WINDOW_MS = 1000
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

// First signal: stop accepting connections, let in-flight requests finish (up to
// SHUTDOWN_GRACE_MS), stop the outbox worker and close the database; then exit.
const grace = closeWithGrace(
  {
    delay: config.SHUTDOWN_GRACE_MS,
    skip: [...SIGNALS],
    logger: false,
    onTimeout: (delay) => app.log.error({ graceMs: delay }, 'shutdown took too long, exiting now'),
    onSecondError: (err) =>
      app.log.fatal({ err: safeError(err) }, 'second error while shutting down'),
  },
  async ({ err }) => {
    if (err) app.log.fatal({ err: safeError(err) }, 'fatal error, shutting down')
    await app.close()
    app.log.info('stopped')
  },
)

let firstSignalAt: number | undefined
for (const signal of SIGNALS) {
  process.on(signal, () => {
    const now = performance.now()
    if (firstSignalAt === undefined) {
      firstSignalAt = now
      app.log.info(
        { signal, graceMs: config.SHUTDOWN_GRACE_MS },
        'shutting down: finishing in-flight requests',
      )
      void grace.close()
      return
    }
    if (now - firstSignalAt < REPEAT_WINDOW_MS) return
    app.log.warn({ signal }, 'second signal, exiting now')
    process.exit(1)
  })
}

try {
  const address = await app.listen({ host: config.HOST, port: config.PORT })
  app.log.info({ address }, `ready in ${Math.round(performance.now() - startedAt)} ms`)
} catch (err) {
  app.log.fatal({ err: safeError(err) }, 'could not listen')
  await app.close()
  process.exit(1)
}
