import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { createTestDatabase, drivers } from '../testing/test-app'
import { contactFormRequest } from '../testing/requests'

const TOKEN = 'metrics-token-for-the-scraper-0123'

async function metricsApp(driver: (typeof drivers)[number], token?: string) {
  const database = await createTestDatabase(driver)
  const app = await buildApp(testConfig({ METRICS_TOKEN: token }), { database })
  app.get('/api/failing-on-purpose', async () => {
    throw new Error('broken on purpose')
  })
  await app.ready()
  return {
    app,
    close: async () => {
      await app.close()
      await database.drop()
    },
  }
}

/** The value of one sample line, e.g. `http_requests_total{method="GET",...}`. */
function sample(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(prefix))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe.each(drivers)('GET /metrics on %s', (driver) => {
  let app: FastifyInstance
  let close: () => Promise<void>
  let text: string

  beforeAll(async () => {
    ;({ app, close } = await metricsApp(driver))
    await app.inject({ method: 'GET', url: '/api/courses/987654' })
    await app.inject({ method: 'GET', url: '/api/courses/987655' })
    await app.inject({ method: 'GET', url: '/api/no-such-thing-5c1d' })
    await app.inject({ method: 'GET', url: '/api/failing-on-purpose' })
    await app.inject(
      contactFormRequest({
        first_name: 'Nora',
        email: 'nora.metrics@example.test',
        title: 'Hello',
        message: 'Is there a team discount?',
      }),
    )
    const res = await app.inject({ method: 'GET', url: '/metrics' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    text = res.body
  })
  afterAll(() => close())

  it('counts requests by method, route pattern and status class, never the raw address', () => {
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/courses/:id",status_class="4xx"}'),
    ).toBe(2)
    expect(
      sample(text, 'http_requests_total{method="GET",route="(unmatched)",status_class="4xx"}'),
    ).toBe(1)
    expect(text).not.toContain('987654')
    expect(text).not.toContain('no-such-thing')
  })

  it('keeps a latency histogram and counts server errors', () => {
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/courses/:id",status_class="4xx"}',
      ),
    ).toBe(2)
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005"')
    expect(
      sample(text, 'http_request_errors_total{method="GET",route="/api/failing-on-purpose"}'),
    ).toBe(1)
  })

  it('reports the database pool, the outbox backlog and the process', () => {
    expect(sample(text, `db_pool_connections_total{driver="${driver}"}`)).toBeGreaterThanOrEqual(1)
    expect(sample(text, `db_pool_clients_waiting{driver="${driver}"}`)).toBe(0)
    expect(sample(text, 'outbox_pending_messages')).toBe(1)
    expect(text).toContain('process_cpu_user_seconds_total')
    expect(text).toContain('nodejs_heap_size_used_bytes')
  })

  it('answers 403 to other machines, and to requests a proxy forwarded', async () => {
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })
    expect(remote.statusCode).toBe(403)
    expect(remote.json()).toEqual({
      error: 'Metrics answer only on this machine unless METRICS_TOKEN is set',
    })
    const forwarded = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(forwarded.statusCode).toBe(403)
    const ipv6 = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })
    expect(ipv6.statusCode).toBe(200)
  })
})

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: FastifyInstance
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ app, close } = await metricsApp('pglite', TOKEN))
  })
  afterAll(() => close())

  it('answers 401 without the token or with a wrong one, even on this machine', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'Metrics need the metrics token' })
    }
  })

  it('answers the token from anywhere', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('http_requests_total')
  })
})
