import { timingSafeEqual } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { outbox } from '../db/schema/index'

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry GET /metrics reports: other plugins add their own metrics to it. */
    metricsRegistry: Registry
  }
}

export interface MetricsOptions {
  /** With a token, scrapes need `Authorization: Bearer <token>`; without, loopback only. */
  token?: string | undefined
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/** Requests no route matched (pages of the web app, unknown paths) share one label. */
const UNMATCHED = '(unmatched)'

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`
}

function labelsOf(request: FastifyRequest, status: number) {
  return {
    method: METHODS.has(request.method) ? request.method : 'OTHER',
    // The route's pattern (`/api/courses/:id`), never the address asked for.
    route: request.routeOptions.url ?? UNMATCHED,
    status_class: statusClass(status),
  }
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  return address === '::1' || /^(::ffff:)?127\./.test(address)
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

interface PgPool {
  totalCount: number
  idleCount: number
  waitingCount: number
}

/**
 * GET /metrics in the Prometheus text format: requests by method, route pattern and status class
 * (count and latency), server errors, the database pool, the outbox backlog and the process.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { token }) => {
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })
    app.decorate('metricsRegistry', registry)

    const labelNames = ['method', 'route', 'status_class'] as const
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class.',
      labelNames,
      registers: [registry],
    })
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status class.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    })
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP requests answered with a server error (5xx), by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      registers: [registry],
    })

    const driver = app.database.driver
    const pool =
      driver === 'postgres' ? (app.database.db as unknown as { $client: PgPool }).$client : null
    const poolGauge = (name: string, help: string, read: (p: PgPool) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['driver'] as const,
        registers: [registry],
        collect() {
          // The embedded database is one connection inside this process.
          this.set({ driver }, pool ? read(pool) : name === 'db_pool_connections_total' ? 1 : 0)
        },
      })
    poolGauge('db_pool_connections_total', 'Database connections open.', (p) => p.totalCount)
    poolGauge('db_pool_connections_idle', 'Database connections open and idle.', (p) => p.idleCount)
    poolGauge(
      'db_pool_clients_waiting',
      'Queries waiting for a database connection.',
      (p) => p.waitingCount,
    )

    new Gauge({
      name: 'outbox_pending_messages',
      help: 'E-mail messages stored and not yet delivered (pending or being sent).',
      registers: [registry],
      async collect() {
        try {
          const [row] = await app.db
            .select({ n: sql<number>`count(*)::int` })
            .from(outbox)
            .where(inArray(outbox.status, ['pending', 'sending']))
          this.set(row?.n ?? 0)
        } catch {
          // A database that does not answer leaves the last value; readiness says why.
        }
      },
    })

    app.addHook('onResponse', async (request, reply) => {
      const labels = labelsOf(request, reply.statusCode)
      requests.inc(labels)
      duration.observe(labels, reply.elapsedTime / 1000)
      if (reply.statusCode >= 500) errors.inc({ method: labels.method, route: labels.route })
    })

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token) {
        const header = request.headers.authorization ?? ''
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
        if (!sameToken(given, token)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send({ error: 'Metrics need the metrics token' })
        }
      } else {
        // The socket's own address, and no proxy in between: X-Forwarded-For can be forged.
        const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded
        if (!isLoopback(request.socket.remoteAddress) || forwarded !== undefined) {
          return reply
            .status(403)
            .send({ error: 'Metrics answer only on this machine unless METRICS_TOKEN is set' })
        }
      }
      return reply.header('content-type', registry.contentType).send(await registry.metrics())
    })
  },
  { name: 'metrics', dependencies: ['db'] },
)
