import { randomBytes } from 'node:crypto'
import { ROLES, type Role } from '@app/domain/auth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testConfig } from '../config'
import { PRIVATE_NO_STORE } from '../plugins/private-answers'
import type * as AuthPlugin from '../plugins/auth'
import type { TestAccount } from '../testing/commerce'
import { multipartBody } from '../testing/images'
import { buildTestApp, drivers, type TestApp } from '../testing/test-app'
import { expiredToken, forgedTokens } from './bad-tokens'
import {
  buildWorld,
  deletedAccount,
  PATH_FIXTURES,
  ownersOf,
  type World,
} from '../testing/fixtures'
import { protectedEndpoints, type ProtectedEndpoint } from './protection'
import {
  BEARER,
  endpointName,
  endpointsOf,
  fillPath,
  requiresBearer,
  type Endpoint,
} from './openapi'

vi.mock('../plugins/auth', async (importOriginal) => {
  const { traceAuthPlugin } = await import('./route-guards')
  const actual = await importOriginal<typeof AuthPlugin>()
  return { ...actual, authPlugin: traceAuthPlugin(actual.authPlugin) }
})

/**
 * The token and permission matrix, generated from the OpenAPI document: every protected
 * endpoint is called with no token, an expired one, forged ones and one of a deleted account
 * (401), with a role it does not admit (403), and, where its path names something, by another
 * account of the owner's role (403 or 404, as the fixture table says and the document lists).
 * Every one of those answers, and the owner's own reading of each protected GET endpoint, must
 * carry `Cache-Control: private, no-store`.
 * Then every GET endpoint is asked for an uploaded lesson video by its file id: none may send
 * its bytes without the signed address the lesson endpoint hands out.
 */
describe.each(drivers)('permission gate on %s', (driver) => {
  let t: TestApp
  let world: World
  let endpoints: Endpoint[]
  let doc: ReturnType<typeof endpointsOf>['doc']
  let guarded: ProtectedEndpoint[]

  beforeAll(async () => {
    t = await buildTestApp(driver)
    ;({ doc, endpoints } = endpointsOf(t.app))
    world = await buildWorld(t)
    guarded = await protectedEndpoints(t, endpoints, world)
  }, 120_000)
  afterAll(() => t?.close())

  it('documents the bearer token scheme', () => {
    expect(doc.components?.securitySchemes?.[BEARER]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
  })

  it('declares bearer security on every route that authenticates, and on no other', () => {
    const isGuarded = new Set(guarded.map((g) => endpointName(g.endpoint)))
    const undeclared = guarded
      .filter((g) => !requiresBearer(g.endpoint))
      .map((g) => endpointName(g.endpoint))
    const overdeclared = endpoints
      .filter((e) => requiresBearer(e) && !isGuarded.has(endpointName(e)))
      .map(endpointName)
    expect({ undeclared, overdeclared }).toEqual({ undeclared: [], overdeclared: [] })
    expect(guarded.length).toBeGreaterThan(0)
  })

  it('has an owner fixture for every protected endpoint with a path parameter', () => {
    const missing = guarded
      .filter((g) => g.endpoint.pathParams.length > 0)
      .map((g) => endpointName(g.endpoint))
      .filter((name) => !PATH_FIXTURES[name])
    expect(missing).toEqual([])
    for (const [name, fixture] of Object.entries(PATH_FIXTURES)) {
      const g = guarded.find((e) => endpointName(e.endpoint) === name)
      expect(g, `${name} is in the fixture table but is not a protected endpoint`).toBeDefined()
      expect(g!.roles, `${name}: the fixture's role must be admitted`).toContain(fixture.role)
      if (fixture.otherOwner === null) expect(fixture.reason).toBeTruthy()
    }
  })

  it('refuses bad tokens (401), wrong roles (403) and other owners (403/404)', async () => {
    const secret = testConfig().JWT_SECRET!
    const deleted = new Map<Role, TestAccount>()
    for (const role of ROLES) deleted.set(role, await deletedAccount(t, role))
    const roleAccount: Record<Role, TestAccount> = {
      teacher: world.teacherA,
      student: world.studentA,
      admin: world.admin,
    }

    interface Case {
      endpoint: Endpoint
      name: string
      token: string | null
      expected: number
      params?: Record<string, string | number>
      body?: { payload: unknown; headers?: Record<string, string> }
    }
    const cases: Case[] = []
    const undocumented: string[] = []
    for (const { endpoint, roles } of guarded) {
      const name = endpointName(endpoint)
      const fixture = PATH_FIXTURES[name]
      const role = fixture?.role ?? roles[0]!
      const [owner, other] = fixture ? ownersOf(world, fixture.role) : [roleAccount[role], null]
      const body = fixture?.body?.(world)
      const base = { endpoint, params: fixture?.params(world), body }
      const documented = (status: number) => {
        if (!endpoint.responses.includes(status)) undocumented.push(`${name} ${status}`)
        return status
      }

      cases.push({ ...base, name: 'no token', token: null, expected: documented(401) })
      cases.push({
        ...base,
        name: 'expired token',
        token: await expiredToken(owner, secret),
        expected: 401,
      })
      for (const forged of await forgedTokens(owner)) {
        cases.push({ ...base, name: forged.name, token: forged.token, expected: 401 })
      }
      cases.push({
        ...base,
        name: 'deleted account',
        token: deleted.get(role)!.token,
        expected: 401,
      })
      for (const wrong of ROLES.filter((r) => !roles.includes(r))) {
        cases.push({
          ...base,
          name: `wrong role (${wrong})`,
          token: roleAccount[wrong].token,
          expected: documented(403),
        })
      }
      if (fixture && fixture.otherOwner !== null && other) {
        cases.push({
          ...base,
          name: 'other owner',
          token: other.token,
          expected: documented(fixture.otherOwner),
        })
      }
    }

    // The owner reading each protected endpoint: its answer is about them.
    for (const { endpoint, roles } of guarded.filter((g) => g.endpoint.method === 'GET')) {
      const fixture = PATH_FIXTURES[endpointName(endpoint)]
      const [owner] = fixture ? ownersOf(world, fixture.role) : [roleAccount[roles[0]!]]
      cases.push({
        endpoint,
        name: 'owner',
        token: owner.token,
        expected: 200,
        params: fixture?.params(world),
      })
    }

    const unexpected: string[] = []
    const cacheable: string[] = []
    for (const c of cases) {
      const params = c.params ?? Object.fromEntries(c.endpoint.pathParams.map((p) => [p, 1]))
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.endpoint.method)
      const body = c.body ?? (hasBody ? { payload: {} } : undefined)
      const res = await t.app.inject({
        method: c.endpoint.method as 'GET',
        url: fillPath(c.endpoint, params),
        headers: {
          ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
          ...(c.endpoint.headerParams.some((h) => h.name === 'idempotency-key')
            ? { 'idempotency-key': crypto.randomUUID() }
            : {}),
          ...body?.headers,
        },
        ...(body ? { payload: body.payload as string } : {}),
      })
      const isErrorBody = (() => {
        try {
          return typeof res.json<{ error?: unknown }>().error === 'string'
        } catch {
          return false
        }
      })()
      // Answers about (or refused to) one caller are never kept by a shared cache.
      if (res.headers['cache-control'] !== PRIVATE_NO_STORE) {
        cacheable.push(
          `${endpointName(c.endpoint)} [${c.name}]: ${res.statusCode} cache-control ${String(res.headers['cache-control'])}`,
        )
      }
      if (c.name === 'owner') {
        // Let in: whatever it answers (a quiz not finished yet is 409), never a refusal or a crash.
        if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
          unexpected.push(
            `${endpointName(c.endpoint)} [owner]: got ${res.statusCode} ${res.body.slice(0, 120)}`,
          )
        }
      } else if (res.statusCode !== c.expected || !isErrorBody) {
        unexpected.push(
          `${endpointName(c.endpoint)} [${c.name}]: expected ${c.expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
        )
      }
    }

    process.stdout.write(
      `permissions: ${guarded.length} protected endpoints, ${cases.length} requests, unexpected: ${unexpected.length} (${driver})\n`,
    )
    expect({ unexpected, undocumented, cacheable }).toEqual({
      unexpected: [],
      undocumented: [],
      cacheable: [],
    })
  }, 120_000)

  it('serves an uploaded lesson video from no GET endpoint without a signed address', async () => {
    // A WebM whose bytes are recognisable wherever an endpoint might send them.
    const marker = randomBytes(32)
    const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), marker, marker])
    const form = multipartBody({ filename: 'lesson.webm', contentType: 'video/webm', bytes: video })
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/me/courses/${world.courseId}/lessons/${world.videoLessonId}/video`,
      headers: { ...world.teacherA.auth, ...form.headers },
      payload: form.payload,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const fileId = /\/api\/files\/([0-9a-f-]{36})/.exec(uploaded.body)![1]!
    const sends = (body: Buffer) => body.includes(marker)

    // The detector sees the video where it is meant to be served: under the signed address.
    const lesson = await t.app.inject({
      method: 'GET',
      url: `/api/learn/lessons/${world.videoLessonId}`,
      headers: world.studentA.auth,
    })
    const signed = lesson.json<{ video: { url: string } }>().video.url
    expect(sends((await t.app.inject({ method: 'GET', url: signed })).rawPayload)).toBe(true)

    // Every GET endpoint, each path (and id-like query) parameter naming the file, without a
    // token and with the token of a student who has not bought the course.
    const leaks: string[] = []
    let requests = 0
    for (const endpoint of endpoints.filter((e) => e.method === 'GET')) {
      const params = Object.fromEntries(endpoint.pathParams.map((p) => [p, fileId]))
      const query = new URLSearchParams(
        endpoint.queryParams
          .filter((q) => /id$/i.test(q.name))
          .map((q): [string, string] => [q.name, fileId]),
      ).toString()
      const url = `${fillPath(endpoint, params)}${query ? `?${query}` : ''}`
      for (const who of [null, world.studentB]) {
        requests += 1
        const res = await t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} })
        if (sends(res.rawPayload))
          leaks.push(
            `${endpointName(endpoint)} (${who ? 'student' : 'no token'}) ${res.statusCode}`,
          )
      }
    }
    process.stdout.write(`lesson media: ${requests} requests, leaks: ${leaks.length} (${driver})\n`)
    expect(leaks).toEqual([])
  }, 120_000)
})
