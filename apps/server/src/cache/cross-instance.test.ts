import type { CourseDetail, CourseListResponse } from '@app/domain/catalog'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { testConfig } from '../config'
import { createDatabase, type Database } from '../db/client'
import { courses } from '../db/schema/index'
import { addAccount, type TestAccount } from '../testing/commerce'
import { publishAndApprove } from '../testing/course-review'
import { createTestDatabase, drivers, TEST_REDIS_URL } from '../testing/test-app'
import { cachedCourseInput } from '../testing/fixtures'

/**
 * Two instances of the server on one PostgreSQL database, as behind a balancer: a write made
 * through one reaches the answers the other keeps, through Redis when REDIS_URL is set and
 * through PostgreSQL LISTEN/NOTIFY otherwise.
 */

/** A logical Redis database of this file's own. */
const REDIS_DB = 9
const redisUrl = (() => {
  const url = new URL(TEST_REDIS_URL)
  url.pathname = `/${REDIS_DB}`
  return url.toString()
})()

const redisAnswers = await (async () => {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  probe.on('error', () => {})
  try {
    await probe.connect()
    await probe.ping()
    return true
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
})()
const hasPostgres = drivers.includes('postgres')
if (hasPostgres && !redisAnswers) {
  const message = `Redis at ${TEST_REDIS_URL} did not answer: the cache's Redis leg across instances is SKIPPED`
  if (process.env.REQUIRE_REDIS === '1') throw new Error(message)
  process.stderr.write(`\n\u001b[41m\u001b[37m ${message} \u001b[0m\n\n`)
}

/** Another instance hears of a write within milliseconds; generous for a busy test machine. */
const REMOTE = { timeout: 5000 }

const links = [
  ...(redisAnswers ? [{ link: 'Redis', REDIS_URL: redisUrl }] : []),
  { link: 'PostgreSQL LISTEN/NOTIFY', REDIS_URL: undefined },
]

describe.skipIf(!hasPostgres).each(links)(
  'the catalog answer cache of two instances sharing $link',
  ({ REDIS_URL }) => {
    let shared: Awaited<ReturnType<typeof createTestDatabase>>
    let secondConnection: Database
    let a: FastifyInstance
    let b: FastifyInstance
    let mentor: TestAccount

    beforeAll(async () => {
      shared = await createTestDatabase('postgres')
      const { connectionString } = (shared.db as unknown as { $client: pg.Pool }).$client.options
      secondConnection = createDatabase({ DATABASE_URL: connectionString, DATA_DIR: 'memory://' })
      // The first start migrates and seeds; the second finds everything in place.
      a = await buildApp(testConfig({ SEED: true, REDIS_URL }), { database: shared })
      b = await buildApp(testConfig({ SEED: false, REDIS_URL }), { database: secondConnection })
      await Promise.all([a.ready(), b.ready()])
      mentor = await addAccount({ app: a, database: shared, close: async () => {} }, 'teacher')
    }, 60_000)

    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()])
      await secondConnection?.close()
      await shared?.drop()
    })

    const get = async <T>(app: FastifyInstance, url: string, headers = {}) => {
      const res = await app.inject({ method: 'GET', url, headers })
      return { status: res.statusCode, body: res.json<T>(), etag: res.headers.etag as string }
    }
    const send = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
      const res = await a.inject({
        method,
        url,
        headers: mentor.auth,
        ...(payload ? { payload } : {}),
      })
      expect(res.statusCode, res.body).toBeLessThan(300)
      return res.json<{ id: number }>()
    }

    it('shows on the other instance a course published and edited through the first', async () => {
      const byMentor = `/api/courses?instructors=${encodeURIComponent(mentor.name)}`
      // B keeps the empty listing.
      expect((await get<CourseListResponse>(b, byMentor)).body.total).toBe(0)
      const { id } = await send('POST', '/api/me/courses', cachedCourseInput('Twin'))
      await publishAndApprove({ app: a, database: shared, close: async () => {} }, id, mentor)
      await expect
        .poll(async () => (await get<CourseListResponse>(b, byMentor)).body.total, REMOTE)
        .toBe(1)

      // B keeps the course page: a change behind the API's back does not show there...
      const page = await get<CourseDetail>(b, `/api/courses/${id}`)
      expect(page.body.title).toBe('Cached Twin Fundamentals')
      await shared.db.update(courses).set({ title: 'Behind The Back' }).where(eq(courses.id, id))
      expect((await get<CourseDetail>(b, `/api/courses/${id}`)).body.title).toBe(
        'Cached Twin Fundamentals',
      )

      // ...an edit through A does, shortly.
      await send(
        'PUT',
        `/api/me/courses/${id}`,
        cachedCourseInput('Twin', { title: 'Twin Revised' }),
      )
      await expect
        .poll(async () => (await get<CourseDetail>(b, `/api/courses/${id}`)).body.title, REMOTE)
        .toBe('Twin Revised')
      await expect
        .poll(async () => (await get<CourseListResponse>(b, byMentor)).body.items[0]?.title, REMOTE)
        .toBe('Twin Revised')

      // The same body has the same ETag on both, so a browser's tag is good on either.
      const onA = await get<CourseDetail>(a, `/api/courses/${id}`)
      const onB = await get<CourseDetail>(b, `/api/courses/${id}`)
      expect(onA.etag).toBe(onB.etag)
      const revalidated = await b.inject({
        method: 'GET',
        url: `/api/courses/${id}`,
        headers: { 'if-none-match': onA.etag },
      })
      expect(revalidated.statusCode).toBe(304)
    })
  },
)
