import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import pg from 'pg'

/**
 * The version of everything a visitor can see without signing in (the catalog, mentors, reviews,
 * the shop, articles). Whatever is kept because it was public stays valid only while the version
 * it was made under is current.
 */
export interface ContentVersion {
  /** The version this instance knows now; synchronous, no I/O. Changes on every public-content write, here or on another instance. */
  current(): string
  /** Call after a write to public content has committed (course, curriculum, publish, price, instructor profile/avatar, review/rating, enrolment counts, product/stock, article, category). Resolves once other instances have been told. */
  bump(): Promise<void>
  /** Listener called whenever the version changes (local or remote). Returns an unsubscribe. */
  onChange(listener: () => void): () => void
}

/** How a content version reaches the other instances. */
export type ContentVersionTransport = 'local' | 'redis' | 'postgres'

export interface ContentVersionOptions {
  log: FastifyBaseLogger
  /** Set: the version is shared through Redis (a counter and a pub/sub channel). */
  redisUrl?: string | undefined
  /** Without Redis, a PostgreSQL server's connection settings: shared with LISTEN/NOTIFY. */
  postgres?: pg.ClientConfig | undefined
  /** Redis key and channel, and PostgreSQL channel (tests keep theirs apart). */
  name?: string
  /** How often the Redis counter is read as well, in case a message was lost (ms). */
  redisPollMs?: number
  /** How long to wait for Redis or PostgreSQL at start before serving out of step (ms). */
  connectTimeoutMs?: number
}

export interface ContentVersionService extends ContentVersion {
  readonly transport: ContentVersionTransport
  /** False while the link to the other instances is down: then nothing cached is reused. */
  isInStep(): boolean
  /** Connects (Redis or PostgreSQL); resolves when in step or after the connect timeout. */
  start(): Promise<void>
  close(): Promise<void>
}

export const CONTENT_VERSION_NAME = 'learnlane_content_version'

/**
 * The version as this instance sees it: an epoch of the process and a count of the changes seen.
 * While the instance is out of step with the others (its link to them is down), every call of
 * `current()` answers a new value, so nothing made in that time is ever reused.
 */
function createLocalVersion(startsInStep: boolean) {
  const epoch = randomBytes(4).toString('hex')
  let changes = 0
  let outOfStep = 0
  let inStep = startsInStep
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch {
        // One listener failing must not keep the others from hearing of the change.
      }
    }
  }
  return {
    current: () => (inStep ? `${epoch}.${changes}` : `${epoch}.${changes}~${(outOfStep += 1)}`),
    change() {
      changes += 1
      notify()
    },
    setInStep(value: boolean) {
      if (inStep === value) return
      inStep = value
      changes += 1
      notify()
    },
    isInStep: () => inStep,
    onChange(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

type LocalVersion = ReturnType<typeof createLocalVersion>

interface Link {
  /** Tells the other instances; never rejects (a write has committed whatever happens here). */
  publish(): Promise<void>
  start(): Promise<void>
  close(): Promise<void>
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref()),
  ])

/**
 * Redis: INCR a counter and PUBLISH the new value with this instance's id; every instance
 * SUBSCRIBEs. A lost connection puts the instance out of step until it is back, then the counter
 * is read again and the return counts as a change. A change that could not be published is
 * published once Redis answers again, and the counter is also read every few seconds, in case a
 * message was lost.
 */
function redisLink(
  version: LocalVersion,
  options: { url: string; name: string; pollMs: number; timeoutMs: number; log: FastifyBaseLogger },
): Link {
  const { url, name, pollMs, timeoutMs, log } = options
  const instance = randomBytes(6).toString('hex')
  // Named, so an operator sees them in CLIENT LIST.
  const commands = new Redis(url, {
    connectionName: `${name}:commands`,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    // Fail at once while disconnected: a write's answer never waits for Redis to come back.
    enableOfflineQueue: false,
  })
  const subscriber = new Redis(url, {
    connectionName: `${name}:subscriber`,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
  })
  let lastSeen: string | null = null
  let unpublished = false
  let closing = false
  let subscribed = false
  let poll: NodeJS.Timeout | undefined
  let inStepOnce: () => void = () => {}
  const firstInStep = new Promise<void>((resolve) => (inStepOnce = resolve))

  // Said once per outage, not on every reconnect attempt.
  let quiet = false
  const unavailable = (err: unknown) => {
    if (quiet) return
    quiet = true
    log.warn({ err }, 'content version: redis unavailable')
  }
  commands.on('error', unavailable)
  subscriber.on('error', unavailable)

  const seen = (value: string | null) => {
    const known = value ?? '0'
    if (lastSeen !== null && known !== lastSeen) version.change()
    lastSeen = known
  }

  const publishNow = async () => {
    const value = String(await commands.incr(name))
    lastSeen = value
    await commands.publish(name, `${instance}:${value}`)
  }

  const flushUnpublished = async () => {
    if (!unpublished) return
    unpublished = false
    try {
      await publishNow()
    } catch (err) {
      unpublished = true
      log.warn({ err }, 'content version: change still not published')
    }
  }

  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== name) return
    const [from, value] = message.split(':')
    if (from === instance) return
    lastSeen = value ?? lastSeen
    version.change()
  })
  subscriber.on('close', () => {
    subscribed = false
    if (!closing) version.setInStep(false)
  })
  subscriber.on('ready', () => {
    void (async () => {
      try {
        await subscriber.subscribe(name)
      } catch (err) {
        // Still out of step; the next reconnection tries again.
        log.warn({ err }, 'content version: could not subscribe')
        return
      }
      subscribed = true
      quiet = false
      // The counter as it is now, when the other connection is up (the poll reads it otherwise).
      if (commands.status === 'ready') {
        lastSeen = (await commands.get(name).catch(() => lastSeen)) ?? '0'
      }
      // Back in step: whatever happened while away counts as a change.
      if (version.isInStep()) version.change()
      else version.setInStep(true)
      inStepOnce()
      await flushUnpublished()
    })()
  })
  commands.on('ready', () => {
    void flushUnpublished()
  })

  return {
    async publish() {
      try {
        await publishNow()
      } catch (err) {
        unpublished = true
        log.warn({ err }, 'content version: change not published, will retry')
      }
    },
    async start() {
      poll = setInterval(() => {
        if (!subscribed || commands.status !== 'ready') return
        commands.get(name).then(seen, () => {})
        void flushUnpublished()
      }, pollMs).unref()
      await withTimeout(firstInStep, timeoutMs)
    },
    async close() {
      closing = true
      if (poll) clearInterval(poll)
      await Promise.all(
        [commands, subscriber].map((client) => client.quit().catch(() => client.disconnect())),
      )
    },
  }
}

/**
 * PostgreSQL: NOTIFY on a channel with this instance's id; every instance LISTENs on a connection
 * of its own. A lost connection puts the instance out of step and is made again (waiting longer
 * each time, up to 10 s); being back counts as a change.
 */
function postgresLink(
  version: LocalVersion,
  options: { config: pg.ClientConfig; name: string; timeoutMs: number; log: FastifyBaseLogger },
): Link {
  const { name, timeoutMs, log } = options
  // Named, so an operator sees it in pg_stat_activity.
  const config = {
    ...options.config,
    connectionTimeoutMillis: timeoutMs,
    application_name: `${name}:listener`,
  }
  const instance = randomBytes(6).toString('hex')
  let listener: pg.Client | null = null
  let closing = false
  let retryMs = 250
  let retry: NodeJS.Timeout | undefined
  let unpublished = false
  let connected: () => void = () => {}
  const firstConnect = new Promise<void>((resolve) => (connected = resolve))

  /** Sent on the listening connection: it is open and outside any transaction. */
  const notifyOnce = async () => {
    const client = listener
    if (!client) throw new Error('not listening')
    await client.query('select pg_notify($1, $2)', [name, instance])
  }
  // One notification at a time on the connection; changes made while one is on its way share the
  // next one, which every caller of that moment awaits.
  let sending: Promise<void> | null = null
  let following: Promise<void> | null = null
  const send = (): Promise<void> => {
    if (!sending) {
      sending = notifyOnce().finally(() => (sending = null))
      return sending
    }
    following ??= sending
      .catch(() => {})
      .then(() => {
        following = null
        return send()
      })
    return following
  }

  const connect = async () => {
    if (closing) return
    const client = new pg.Client(config)
    const lost = (err?: unknown) => {
      if (listener !== client) return
      listener = null
      if (closing) return
      if (err) log.warn({ err }, 'content version: postgres listener lost')
      version.setInStep(false)
      schedule()
    }
    client.on('error', lost)
    client.on('end', () => lost())
    client.on('notification', (message) => {
      if (message.channel !== name || message.payload === instance) return
      version.change()
    })
    try {
      await client.connect()
      await client.query(`listen "${name}"`)
    } catch (err) {
      log.warn({ err }, 'content version: could not listen on postgres')
      await client.end().catch(() => {})
      schedule()
      return
    }
    if (closing) {
      await client.end().catch(() => {})
      return
    }
    listener = client
    retryMs = 250
    if (version.isInStep()) version.change()
    else version.setInStep(true)
    connected()
    if (unpublished) {
      unpublished = false
      await send().catch(() => (unpublished = true))
    }
  }

  const schedule = () => {
    if (closing || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, retryMs).unref()
    retryMs = Math.min(retryMs * 2, 10_000)
  }

  return {
    async publish() {
      try {
        await send()
      } catch (err) {
        unpublished = true
        log.warn({ err }, 'content version: change not published, will retry')
      }
    },
    async start() {
      void connect()
      await withTimeout(firstConnect, timeoutMs)
    },
    async close() {
      closing = true
      if (retry) clearTimeout(retry)
      const client = listener
      listener = null
      await client?.end().catch(() => {})
    },
  }
}

/**
 * The content version of this instance. With a Redis URL it is shared through Redis; otherwise,
 * given a PostgreSQL server, through LISTEN/NOTIFY; otherwise (the embedded database, one
 * instance) it lives in this process only.
 */
export function createContentVersion(options: ContentVersionOptions): ContentVersionService {
  const transport: ContentVersionTransport = options.redisUrl
    ? 'redis'
    : options.postgres
      ? 'postgres'
      : 'local'
  // Shared versions start out of step: nothing is reused until the link is up.
  const version = createLocalVersion(transport === 'local')
  const name = options.name ?? CONTENT_VERSION_NAME
  const { log } = options
  const timeoutMs = options.connectTimeoutMs ?? 2000
  const link: Link | null = options.redisUrl
    ? redisLink(version, {
        url: options.redisUrl,
        name,
        pollMs: options.redisPollMs ?? 5000,
        timeoutMs,
        log,
      })
    : options.postgres
      ? postgresLink(version, { config: options.postgres, name, timeoutMs, log })
      : null

  return {
    transport,
    current: () => version.current(),
    async bump() {
      // This instance first: its next answer already shows the write.
      version.change()
      await link?.publish()
    },
    onChange: (listener) => version.onChange(listener),
    isInStep: () => version.isInStep(),
    async start() {
      if (!link) return
      await link.start()
      if (!version.isInStep()) {
        log.warn(
          { transport },
          'content version: not in step with other instances yet; nothing public is cached until it is',
        )
      }
    },
    close: async () => link?.close(),
  }
}
