import type { FastifyBaseLogger } from 'fastify'

export interface PollerOptions {
  log: FastifyBaseLogger
  /** Wait between two rounds when nothing asked for an earlier one. */
  pollMs: number
  /** Logged (at warn) with the error when a round throws; the next round runs as usual. */
  failureMessage: string
  /** One round of work; true when more may be waiting, so the next round runs at once. */
  round: () => Promise<boolean>
}

export interface Poller {
  start: () => void
  /** Runs a round now instead of at the next poll (or right after the round under way). */
  wake: () => void
  /** Stops polling and waits for the round under way. */
  stop: () => Promise<void>
}

/**
 * Runs `round` on a timer, one round at a time: rounds repeat at once while they report more work,
 * a wake during a round schedules the next one right after it, and the timer never keeps the process
 * alive. Shared by the outbox's delivery worker and its printer.
 */
export function createPoller({ log, pollMs, failureMessage, round }: PollerOptions): Poller {
  let stopped = true
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let wakeRequested = false

  function schedule(delayMs: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(tick, delayMs)
    timer.unref()
  }

  function tick() {
    timer = undefined
    if (stopped) return
    running = (async () => {
      while (!stopped && (await round())) {
        // More may be waiting: go again before sleeping.
      }
    })()
      .catch((err: unknown) => log.warn({ err }, failureMessage))
      .finally(() => {
        running = undefined
        const again = wakeRequested
        wakeRequested = false
        schedule(again ? 0 : pollMs)
      })
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      schedule(0)
    },
    wake() {
      if (stopped) return
      if (running) wakeRequested = true
      else schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      await running
    },
  }
}
