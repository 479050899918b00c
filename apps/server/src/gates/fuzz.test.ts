import { randomUUID } from 'node:crypto'
import { validateHeaderValue } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CourseEditor } from '@app/domain/authoring'
import { EMAIL_DEFAULTS } from '@app/domain/email'
import fc from 'fast-check'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app'
import { testConfig } from '../config'
import type { DbDriver } from '../db/client'
import type * as AuthPlugin from '../plugins/auth'
import { captureLogs, type CapturedLogs } from '../testing/capture-logs'
import { addCoupon, billing, type TestAccount } from '../testing/commerce'
import { makeGif, makeJpeg, makePng } from '../testing/images'
import { keepAliveClient, NoAnswerError, type ConnectionAnswer } from '../testing/keep-alive'
import { createTestDatabase, drivers, type TestApp } from '../testing/test-app'
import { databaseViolations } from './db-invariants'
import {
  ALWAYS_OPEN,
  buildWorld,
  courseInput,
  ownersOf,
  PATH_FIXTURES,
  quizInput,
  type World,
} from '../testing/fixtures'
import {
  fixedJsonPayloads,
  fixedMultipartPayloads,
  fromSchema,
  HOSTILE_PATH_SEGMENTS,
  hostileQueries,
  hostileString,
  isHostileConstant,
  jsonPayloads,
  multipartPayloads,
  type FuzzContext,
  type Payload,
} from './fuzz-inputs'
import { endpointName, endpointsOf, fillPath, type Endpoint } from './openapi'
import { protectedEndpoints, type ProtectedEndpoint } from './protection'
import { routeGuards, routeKey, routeOptionsOf } from './route-guards'

vi.mock('../plugins/auth', async (importOriginal) => {
  const { traceAuthPlugin } = await import('./route-guards')
  const actual = await importOriginal<typeof AuthPlugin>()
  return { ...actual, authPlugin: traceAuthPlugin(actual.authPlugin) }
})

/**
 * Password hashing at its production cost would take most of the run (every well-formed login
 * verifies a hash); the gate is about what the server does with its input, so a fast stand-in
 * hashes here.
 */
vi.mock('argon2', async () => {
  const { createHash } = await import('node:crypto')
  const digest = (password: string | Buffer) =>
    `$fuzz$${createHash('sha256').update(password).digest('hex')}`
  const argon2 = {
    argon2d: 0,
    argon2i: 1,
    argon2id: 2,
    hash: async (password: string | Buffer) => digest(password),
    verify: async (hash: string, password: string | Buffer) => hash === digest(password),
    needsRehash: () => false,
  }
  return { ...argon2, default: argon2 }
})

/** Bodies per endpoint, fixed inputs included (FUZZ_BODIES=<n> for more); never fewer than 500. */
const BODIES_PER_ENDPOINT = Math.max(500, Number(process.env.FUZZ_BODIES ?? 500))
/**
 * FUZZ_SEED=<n> replays a run; each run otherwise draws new inputs and prints its seed.
 * FUZZ_VERBOSE=1 prints the time and the statuses of each endpoint.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
/**
 * Both databases, as every server test: they run the same SQL engine, but their drivers pass text
 * differently (a lone surrogate becomes U+FFFD on its way to PostgreSQL, PGlite refuses it).
 * FUZZ_DRIVER=pglite|postgres runs one.
 */
const FUZZ_DRIVERS: DbDriver[] = drivers.filter(
  (d) => !process.env.FUZZ_DRIVER || d === process.env.FUZZ_DRIVER,
)
const DEFAULT_BODY_LIMIT = 1024 * 1024
const HIGH = 1_000_000
/** How long one fuzzed request may take to be answered (a 10,000-deep JSON takes a while). */
const ANSWER_DEADLINE_MS = 30_000
/**
 * How long the request after a refused body may take: a trivial one, answered in milliseconds on
 * a usable connection, never on a connection still waiting for the rest of the refused body.
 */
const NEXT_ANSWER_DEADLINE_MS = 5_000

/** Path parameters of endpoints that name no owned resource. */
const PLAIN_PATH_PARAMS: Record<string, (w: World) => Record<string, string | number>> = {
  'POST /api/auth/{kind}/register': () => ({ kind: 'student' }),
  'POST /api/auth/{kind}/login': () => ({ kind: 'student' }),
  // Anyone may ask to pay an order they hold the id of (a guest's order, here).
  'POST /api/orders/{id}/pay': (w) => ({ id: w.orderId }),
  // Signed bodies only: every generated body must be refused with 400 (or 404 unconfigured).
  'POST /api/payments/{provider}/webhook': () => ({ provider: 'stripe' }),
}

/**
 * A body each endpoint accepts (besides the fixture table's), so that one hostile value in it
 * reaches the code behind validation.
 */
const EXAMPLE_BODIES: Record<string, (w: World & { sections: unknown }) => unknown> = {
  'POST /api/auth/{kind}/register': () => {
    const password = `Canary-${randomUUID()}#Pw`
    return {
      name: 'Fuzz Person',
      email: `fuzz-${randomUUID().slice(0, 8)}@example.test`,
      password,
      confirmPassword: password,
    }
  },
  'POST /api/auth/{kind}/login': (w) => ({
    email: w.studentA.email,
    password: `Canary-${randomUUID()}#Pw`,
  }),
  'POST /api/v1.0/email/send': () => ({
    service_id: EMAIL_DEFAULTS.serviceId,
    user_id: EMAIL_DEFAULTS.publicKey,
    template_id: EMAIL_DEFAULTS.templates.contact,
    template_params: {
      first_name: 'Nora',
      email: 'nora@example.test',
      title: 'Group discount',
      message: 'Do you offer a discount?',
    },
  }),
  'POST /api/me/courses': () => courseInput('Fuzzing'),
  // The course as its editor shows it, lesson ids included: its curriculum (and the video
  // lesson the upload endpoint is called with) is kept.
  'PUT /api/me/courses/{id}': (w) => ({ ...courseInput('Fuzzing'), sections: w.sections }),
  'POST /api/instructor/quizzes': (w) => quizInput(w.courseId),
  'POST /api/me/wishlist/merge': (w) => ({ courseIds: [w.courseId, 999_999] }),
  'POST /api/cart/quote': (w) => ({
    lines: [
      { kind: 'product', id: w.productId, quantity: 2 },
      { kind: 'course', id: w.courseId, quantity: 1 },
    ],
    couponCode: 'FUZZ10',
  }),
  'POST /api/sessions/bookings': (w) => ({
    sessionTypeId: w.sessionTypeId,
    startsAt: new Date(
      Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 48 * 3_600_000,
    ).toISOString(),
    timeZone: 'Asia/Kathmandu',
  }),
  'PUT /api/instructor/sessions/availability': () => ALWAYS_OPEN,
  'PUT /api/instructor/sessions/policy': () => ({
    cutoffHours: 24,
    refundBeforePercent: 100,
    refundAfterPercent: 0,
    maxReschedules: 2,
  }),
  'POST /api/instructor/sessions/types': () => ({
    title: 'Fuzzed session',
    description: 'Any text',
    durationMinutes: 45,
    priceCents: 1500,
    requiresApproval: true,
  }),
  'POST /api/me/messages/threads': (w) => ({ instructorId: w.mentorInstructorId }),
  'POST /api/instructor/messages/threads': (w) => ({ studentId: w.studentA.id }),
  'POST /api/messages/threads/{id}/messages': () => ({ body: 'Fuzzed words\nover two lines' }),
  'PUT /api/me/sessions/{id}/review': () => ({
    rating: 4,
    comment: 'Clear answers.\nWould book again.',
  }),
  'POST /api/orders': (w) => ({
    lines: [{ kind: 'product', id: w.productId, quantity: 1 }],
    billing: billing(),
    paymentMethod: 'bank_transfer',
  }),
}

/** Good values for the path parameters of public GET endpoints, so a query reaches the handler. */
const GET_PATH_PARAMS: Record<string, (w: World) => Record<string, string | number>> = {
  'GET /api/courses/{id}': (w) => ({ id: w.courseId }),
  'GET /api/products/{id}': (w) => ({ id: w.productId }),
  'GET /api/products/{id}/related': (w) => ({ id: w.productId }),
  'GET /api/products/{id}/reviews': (w) => ({ id: w.productId }),
  'GET /api/products/{id}/cover.svg': (w) => ({ id: w.productId }),
  'GET /api/orders/{id}': (w) => ({ id: w.orderId }),
  'GET /api/learn/courses/{courseId}': (w) => ({ courseId: w.courseId }),
  'GET /api/learn/lessons/{lessonId}': (w) => ({ lessonId: w.videoLessonId }),
  'GET /api/payments/{provider}/return': () => ({ provider: 'stripe' }),
  'GET /api/instructors/{instructorId}/sessions': (w) => ({ instructorId: w.mentorInstructorId }),
  'GET /api/instructors/{instructorId}/session-reviews': (w) => ({
    instructorId: w.mentorInstructorId,
  }),
  'GET /api/instructors/{instructorId}/sessions/{typeId}/slots': (w) => ({
    instructorId: w.mentorInstructorId,
    typeId: w.sessionTypeId,
  }),
}

/** Whether a header value is one an HTTP client may send. */
const isHeaderValue = (value: string) => {
  try {
    validateHeaderValue('x', value)
    return true
  } catch {
    return false
  }
}

const isJsonError = (res: ConnectionAnswer) => {
  try {
    const body = JSON.parse(res.body) as { error?: unknown }
    return typeof body.error === 'string' && body.error.length > 0
  } catch {
    return false
  }
}

const excerpt = (value: string | Buffer | undefined) =>
  value === undefined
    ? '(none)'
    : JSON.stringify(
        typeof value === 'string'
          ? value.slice(0, 1000)
          : value.subarray(0, 300).toString('latin1'),
      )

/** Every string under a key that names a password, in a JSON text. */
function passwordsIn(text: string): string[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return []
  }
  const found: string[] = []
  const stack = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!node || typeof node !== 'object') continue
    for (const [key, child] of Object.entries(node)) {
      if (/password/i.test(key) && typeof child === 'string') found.push(child)
      else stack.push(child)
    }
  }
  return found
}

describe.each(FUZZ_DRIVERS)('fuzz gate on %s', (DRIVER) => {
  let t: TestApp
  let app: FastifyInstance
  /** One keep-alive connection to the listening server, as a browser or a proxy holds one. */
  let client: ReturnType<typeof keepAliveClient>
  /** Endpoints that left a connection unusable once: each later refusal closes it at once. */
  const hanging = new Set<string>()
  let logs: CapturedLogs
  let world: World
  let sections: CourseEditor['sections']
  let endpoints: Endpoint[]
  let guarded: Map<string, ProtectedEndpoint>
  let ctx: FuzzContext
  const tokensSent = new Set<string>()
  const passwordsSent = new Set<string>()
  const failures: string[] = []
  const failureGroups = new Set<string>()
  const stats = {
    requests: 0,
    bodies: 0,
    serverErrors: 0,
    bareClientErrors: 0,
    nextRequests: 0,
    hangingConnections: 0,
  }
  let bodyTargets = 0
  const statuses: Record<string, Record<string, number>> = {}
  let hostileGets = 0

  beforeAll(async () => {
    logs = captureLogs()
    const database = await createTestDatabase(DRIVER)
    app = await buildApp(
      testConfig({
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_IP: HIGH,
        AUTH_RATE_LIMIT_EMAIL: HIGH,
        REGISTER_RATE_LIMIT_IP: HIGH,
        EMAIL_RATE_LIMIT_IP: HIGH,
        EMAIL_RATE_LIMIT_ADDRESS: HIGH,
        MESSAGES_PER_MINUTE: HIGH,
        MESSAGES_PER_DAY: HIGH,
        // Each request names its own client address (X-Forwarded-For), as a proxy would.
        TRUST_PROXY: true,
        // Card payments on, so the Stripe webhook checks every generated body's signature (no
        // generated body is signed: each must be refused). Nothing here calls Stripe itself.
        STRIPE_SECRET_KEY: 'sk_test_fuzz_gate',
        STRIPE_WEBHOOK_SECRET: 'whsec_fuzz_gate',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      }),
      { database, logStream: logs.stream },
    )
    await app.listen({ port: 0, host: '127.0.0.1' })
    client = keepAliveClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`)
    t = {
      app,
      database,
      close: async () => {
        client.close()
        await app.close()
        await database.drop()
      },
    }
    ;({ endpoints } = endpointsOf(app))
    world = await buildWorld(t)
    const editor = await app.inject({
      method: 'GET',
      url: `/api/me/courses/${world.courseId}`,
      headers: world.teacherA.auth,
    })
    sections = editor.json<CourseEditor>().sections
    guarded = new Map(
      (await protectedEndpoints(t, endpoints, world)).map((g) => [endpointName(g.endpoint), g]),
    )
    const coupon = await addCoupon(database.db, { code: 'FUZZ10' })
    const accounts = [world.teacherA, world.teacherB, world.studentA, world.studentB, world.admin]
    ctx = {
      knownIntegers: [
        world.courseId,
        world.videoLessonId,
        world.documentLessonId,
        world.quizId,
        world.reviewId,
        world.productId,
      ],
      knownStrings: [coupon.code, world.orderId, world.attemptId, ...accounts.map((a) => a.email)],
    }
  }, 180_000)
  afterAll(() => t?.close())

  /**
   * The account an endpoint is called with, besides no account: its fixture's owner, or one of a
   * role it admits; for an endpoint open to guests, a student when it reads a token, else none.
   */
  function accountFor(endpoint: Endpoint): TestAccount | null {
    const name = endpointName(endpoint)
    const fixture = PATH_FIXTURES[name]
    if (fixture) return ownersOf(world, fixture.role)[0]
    const roles = guarded.get(name)?.roles
    if (!roles) {
      return routeGuards.identifying.has(routeKey(endpoint.method, endpoint.url))
        ? world.studentA
        : null
    }
    if (roles.includes('student')) return world.studentA
    if (roles.includes('teacher')) return world.teacherA
    return world.admin
  }

  function pathParams(endpoint: Endpoint): Record<string, string | number> {
    const name = endpointName(endpoint)
    const params =
      PATH_FIXTURES[name]?.params(world) ??
      PLAIN_PATH_PARAMS[name]?.(world) ??
      GET_PATH_PARAMS[name]?.(world)
    if (params) return params
    if (endpoint.pathParams.length === 0) return {}
    if (endpoint.method === 'GET') return Object.fromEntries(endpoint.pathParams.map((p) => [p, 1]))
    throw new Error(`${name}: add its path parameters to PLAIN_PATH_PARAMS`)
  }

  /** Sends one request and records what is wrong with the answer. */
  async function send(
    endpoint: Endpoint,
    url: string,
    input: Payload | null,
    account: TestAccount | null,
  ) {
    const headers: Record<string, string> = {}
    if (account) {
      headers.authorization = `Bearer ${account.token}`
      tokensSent.add(account.token)
    }
    if (input?.contentType !== undefined) headers['content-type'] = input.contentType
    if (endpoint.headerParams.some((h) => h.name === 'idempotency-key')) {
      headers['idempotency-key'] = randomUUID()
    }
    if (typeof input?.payload === 'string') {
      for (const password of passwordsIn(input.payload)) passwordsSent.add(password)
    }
    // A fresh client address each time, so per-address limits leave the input to the code.
    const remoteAddress = `10.${(stats.requests >> 16) & 255}.${(stats.requests >> 8) & 255}.${stats.requests & 255}`
    let res: ConnectionAnswer
    // A body goes over the keep-alive connection to the listening server, so that what the server
    // does with the connection after answering is checked too; a request without one, or with a
    // header no HTTP client could send (a control character in the content type), is injected.
    if (input?.payload !== undefined && Object.values(headers).every(isHeaderValue)) {
      try {
        res = await client.send({
          method: endpoint.method,
          path: url,
          headers: { ...headers, 'x-forwarded-for': remoteAddress },
          body: input.payload,
          deadlineMs: ANSWER_DEADLINE_MS,
        })
      } catch (err) {
        // No answer at all (the connection was reset, or the server never answered).
        res = { statusCode: 0, headers: {}, body: String(err), reusedConnection: false }
      }
    } else {
      const injected = await app.inject({
        method: endpoint.method as 'GET',
        url,
        headers,
        remoteAddress,
        ...(input?.payload !== undefined ? { payload: input.payload } : {}),
      })
      res = {
        statusCode: injected.statusCode,
        headers: injected.headers as ConnectionAnswer['headers'],
        body: injected.body,
        reusedConnection: false,
      }
    }
    stats.requests++
    const tally = (statuses[endpointName(endpoint)] ??= {})
    const bucket = res.statusCode < 300 ? '2xx' : String(res.statusCode)
    tally[bucket] = (tally[bucket] ?? 0) + 1
    const problem =
      res.statusCode === 0
        ? 'no answer'
        : res.statusCode >= 500
          ? 'server error'
          : res.statusCode >= 400 && !isJsonError(res)
            ? 'no JSON error'
            : res.statusCode >= 400 && input?.payload !== undefined
              ? await nextRequestProblem(endpoint, res)
              : null
    if (problem === 'server error') stats.serverErrors++
    if (problem === 'no JSON error') stats.bareClientErrors++
    if (problem?.startsWith('connection')) stats.hangingConnections++
    // One example per endpoint, kind of input and status, so one defect does not hide the others.
    const group = `${endpointName(endpoint)} ${input?.kind ?? 'query'} ${res.statusCode}`
    if (problem && !failureGroups.has(group) && failures.length < 100) {
      failureGroups.add(group)
      failures.push(
        `${problem}: ${endpoint.method} ${url.slice(0, 120)} [${input?.kind ?? 'query'}${account ? ', signed in' : ''}]: ${res.statusCode} ${res.body.slice(0, 160)} <- ${excerpt(input?.payload)}`,
      )
    }
  }

  /**
   * After a refused body, the next request on the same connection must be answered at once: on
   * that connection when the refusal kept it open, on a new one when it said `Connection: close`.
   * A server that stops reading a body it refused, without closing, leaves the connection waiting.
   */
  async function nextRequestProblem(endpoint: Endpoint, refused: ConnectionAnswer) {
    const name = endpointName(endpoint)
    if (hanging.has(name)) {
      // Already reported: a new connection, rather than waiting for this one again.
      client.reset()
      return null
    }
    stats.nextRequests++
    try {
      const next = await client.send({
        method: 'GET',
        path: '/api/health/live',
        deadlineMs: NEXT_ANSWER_DEADLINE_MS,
      })
      const kept = refused.headers.connection !== 'close'
      if (next.statusCode === 200 && next.reusedConnection === kept) return null
      return `connection: the next request got ${next.statusCode} on ${next.reusedConnection ? 'the same' : 'a new'} connection`
    } catch (err) {
      hanging.add(name)
      return `connection left waiting: ${err instanceof NoAnswerError ? err.message : String(err)}`
    }
  }

  /** How to replay a failed run, and what the server logged about its first 5xx (redacted). */
  function failureReport(): string {
    const errors = logs
      .lines()
      .filter((line) => line.includes('"level":50'))
      .slice(0, 3)
      .map((line) => line.slice(0, 1500))
    return [`replay with FUZZ_SEED=${SEED} FUZZ_DRIVER=${DRIVER}`, ...errors].join('\n')
  }

  /** The endpoints that take a body: documented JSON or form bodies, and multipart uploads. */
  function bodyEndpoints(): { endpoint: Endpoint; route: RouteOptions; multipart: boolean }[] {
    return endpoints
      .filter((e) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(e.method))
      .map((endpoint) => {
        const route = routeOptionsOf(endpoint.method, endpoint.url)
        if (!route) throw new Error(`No route answers ${endpointName(endpoint)}`)
        const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? []
        const multipart =
          consumes.includes('multipart/form-data') || 'multipart/form-data' in endpoint.body
        return { endpoint, route, multipart }
      })
      .filter(({ endpoint, multipart }) => multipart || 'application/json' in endpoint.body)
  }

  it('answers every generated body with a 2xx/3xx or a 4xx with { error }, never a 5xx', async () => {
    const files = { png: makePng(320, 200), jpeg: makeJpeg(640, 400), gif: makeGif(10, 10) }
    const targets = bodyEndpoints()
    expect(targets.length).toBeGreaterThan(0)
    bodyTargets = targets.length
    for (const [index, { endpoint, route, multipart }] of targets.entries()) {
      const bodyLimit = route.bodyLimit ?? DEFAULT_BODY_LIMIT
      const url = fillPath(endpoint, pathParams(endpoint))
      const account = accountFor(endpoint)
      const schema = multipart
        ? endpoint.body['multipart/form-data']
        : endpoint.body['application/json']
      const fixed = multipart
        ? fixedMultipartPayloads(files, bodyLimit)
        : fixedJsonPayloads(
            fc.sample(fromSchema(schema, ctx, true), { numRuns: 1, seed: SEED })[0],
            bodyLimit,
          )
      const fixtureBody = PATH_FIXTURES[endpointName(endpoint)]?.body?.(world)
      const example =
        EXAMPLE_BODIES[endpointName(endpoint)]?.({ ...world, sections }) ??
        (fixtureBody && !multipart ? fixtureBody.payload : undefined)
      const generated = fc.sample(
        multipart ? multipartPayloads(schema, ctx, files) : jsonPayloads(schema, ctx, example),
        { numRuns: BODIES_PER_ENDPOINT - fixed.length, seed: SEED + index },
      )
      const started = Date.now()
      for (const input of [...fixed, ...generated]) {
        stats.bodies++
        await send(endpoint, url, input, null)
        if (account) await send(endpoint, url, input, account)
      }
      if (process.env.FUZZ_VERBOSE) {
        process.stdout.write(
          `${endpointName(endpoint)}: ${Date.now() - started} ms ${JSON.stringify(statuses[endpointName(endpoint)])}\n`,
        )
      }
    }
    expect(failures, failureReport()).toEqual([])
  }, 600_000)

  it('answers hostile queries (GET) and hostile path segments (every method) without a 5xx', async () => {
    const before = failures.length
    for (const [index, endpoint] of endpoints.entries()) {
      const name = endpointName(endpoint)
      const params = pathParams(endpoint)
      const account = accountFor(endpoint)
      const urls: string[] = []
      if (endpoint.method === 'GET') {
        const base = fillPath(endpoint, params)
        const names = endpoint.queryParams.map((p) => p.name)
        urls.push(...hostileQueries(names).map((query) => `${base}?${query}`))
        for (const query of fc.sample(randomQuery(names), {
          numRuns: 20,
          seed: SEED + 1000 + index,
        })) {
          urls.push(`${base}?${query}`)
        }
        hostileGets++
      }
      for (const param of endpoint.pathParams) {
        for (const segment of HOSTILE_PATH_SEGMENTS) {
          urls.push(rawPath(endpoint, { ...params, [param]: segment }))
        }
      }
      const fixture = PATH_FIXTURES[name]?.body?.(world)
      const input: Payload | null =
        endpoint.method === 'GET' || endpoint.method === 'HEAD'
          ? null
          : fixture
            ? {
                kind: 'the fixture body',
                payload: fixture.payload as string | Buffer,
                contentType: fixture.headers?.['content-type'] ?? 'application/json',
              }
            : { kind: 'empty object', payload: '{}', contentType: 'application/json' }
      if (input && typeof input.payload !== 'string' && !Buffer.isBuffer(input.payload)) {
        input.payload = JSON.stringify(input.payload)
      }
      for (const url of urls) {
        await send(endpoint, url, input, null)
        if (account) await send(endpoint, url, input, account)
      }
    }
    expect(failures.slice(before), failureReport()).toEqual([])
  }, 600_000)

  it('leaves only valid rows behind, and no password or token in the logs', async () => {
    const violations = await databaseViolations(t.database.db)

    // Every distinct text of the logs (keys and values), decoded: a secret would sit in one.
    const texts = new Set<string>()
    for (const line of logs.lines()) {
      const stack: unknown[] = [JSON.parse(line)]
      while (stack.length > 0) {
        const node = stack.pop()
        if (typeof node === 'string') texts.add(node)
        else if (node && typeof node === 'object') {
          for (const [key, child] of Object.entries(node)) {
            texts.add(key)
            stack.push(child)
          }
        }
      }
    }
    const text = [...texts].join('\n')
    const leaked: string[] = []
    const secrets = [
      ...[...tokensSent].map((token) => ({ what: 'token', value: token })),
      ...[...passwordsSent]
        .filter((p) => p.trim().length >= 8 && !isHostileConstant(p))
        .map((password) => ({ what: 'password', value: password })),
    ]
    for (const { what, value } of secrets) {
      if (text.includes(value)) leaked.push(`${what} ${excerpt(value)}`)
    }

    process.stdout.write(
      `fuzz: ${bodyTargets} endpoints, ${stats.bodies} bodies, 5xx: ${stats.serverErrors}, ` +
        `4xx without error: ${stats.bareClientErrors}, ` +
        `next requests after a refused body: ${stats.nextRequests} (${stats.hangingConnections} left waiting), GET endpoints with hostile queries: ${hostileGets}` +
        ` (${stats.requests} requests on ${DRIVER}, seed ${SEED}; ${secrets.length} secrets checked in ${logs.lines().length} log lines)\n`,
    )
    expect(logs.lines().length).toBeGreaterThan(stats.requests)
    expect(passwordsSent.size).toBeGreaterThan(0)
    // Refused bodies were followed by another request on their connection.
    expect(stats.nextRequests).toBeGreaterThan(bodyTargets)
    expect({ violations, leaked }).toEqual({ violations: [], leaked: [] })
  }, 120_000)
})

/** The path with `params` put in as they are (already encoded, or deliberately broken). */
function rawPath(endpoint: Endpoint, params: Record<string, string | number>): string {
  return endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => String(params[name]))
}

/** Every byte of the UTF-8 text percent-encoded. */
const percentEncode = (text: string) =>
  [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')

/** Query strings of documented and other names with hostile values, percent-encoded. */
function randomQuery(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    ...(names.length ? [fc.constantFrom(...names)] : []),
    fc.constantFrom('page', 'q', 'sort', '__proto__', 'a[b][c]', 'x[]'),
  )
  const value = fc.oneof(hostileString, fc.integer().map(String), fc.double().map(String))
  return fc
    .array(fc.tuple(name, value), { minLength: 1, maxLength: 6 })
    .map((pairs) => pairs.map(([n, v]) => `${n}=${percentEncode(v)}`).join('&'))
}
