import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createContentVersion, type ContentVersionService } from './content-version'
import { publicCachePlugin, type PublicCacheOptions } from './public-cache.plugin'

/**
 * The mechanism on its own: a bare Fastify app with a local content version, the cache plugin
 * and routes that count how often they really run.
 */
interface Bench {
  app: FastifyInstance
  version: ContentVersionService
  runs: Record<string, number>
  /** Resolves the computations the `/slow` route is waiting on (only the n-th, when given). */
  release: (n?: number) => void
}

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

async function bench(options: Partial<PublicCacheOptions> = {}): Promise<Bench> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const version = createContentVersion({ log: app.log })
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('contentVersion', version)
      },
      { name: 'content-version' },
    ),
  )
  await app.register(publicCachePlugin, { enabled: true, ...options })
  const runs: Record<string, number> = { list: 0, item: 0, slow: 0, missing: 0, big: 0 }
  const waiting: (() => void)[] = []
  const release = (n?: number) => {
    for (const [i, resolve] of waiting.entries()) if (n === undefined || n === i) resolve()
  }
  let stamp = 0

  app.get(
    '/list',
    {
      config: { publicCache: true },
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          tags: z.array(z.string()).default([]),
          sort: z.enum(['new', 'old']).default('new'),
        }),
      },
    },
    (req) => {
      runs.list! += 1
      return { page: req.query.page, sort: req.query.sort, tags: req.query.tags, stamp }
    },
  )
  app.get('/item/:id', { config: { publicCache: true } }, (req) => {
    runs.item! += 1
    const { id } = req.params as { id: string }
    return { id, stamp, padding: 'x'.repeat(200) }
  })
  app.get('/big', { config: { publicCache: true } }, () => {
    runs.big! += 1
    return { items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Course ${i}` })) }
  })
  app.get('/slow', { config: { publicCache: true } }, async () => {
    runs.slow! += 1
    await new Promise<void>((resolve) => waiting.push(resolve))
    return { stamp }
  })
  app.get('/missing', { config: { publicCache: true } }, async (_req, reply) => {
    runs.missing! += 1
    return reply.code(404).send({ error: 'Not here' })
  })
  app.get('/changes', () => {
    stamp += 1
    return { stamp }
  })
  await app.ready()
  apps.push(app)
  return { app, version, runs, release }
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

describe('the public answer cache', () => {
  it('keeps a large answer compressed once and sends the copy the browser asks for', async () => {
    const { app, runs } = await bench()
    // Asked first with brotli: the computed answer is sent as it is kept.
    const first = await get(app, '/big', { 'accept-encoding': 'gzip, deflate, br' })
    const plain = await get(app, '/big')
    const gzip = await get(app, '/big', { 'accept-encoding': 'gzip' })
    expect(runs.big).toBe(1)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers.vary).toContain('accept-encoding')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    // One answer in three encodings: one tag, and a copy held in any of them revalidates.
    expect(gzip.headers.etag).toBe(plain.headers.etag)
    const again = await get(app, '/big', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers a repeated request from the cache, with the same ETag and Last-Modified', async () => {
    const { app, runs } = await bench()
    const first = await get(app, '/list?page=2')
    const second = await get(app, '/list?page=2')
    expect(first.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(runs.list).toBe(1)
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['last-modified']).toBe(first.headers['last-modified'])
    expect(second.headers['cache-control']).toBe('no-cache')
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('keys by the validated query: order, defaults and unknown parameters do not matter', async () => {
    const { app, runs } = await bench()
    await get(app, '/list?tags=a&tags=b&page=1&sort=new')
    await get(app, '/list?sort=new&page=1&tags=a&tags=b')
    await get(app, '/list?tags=a&tags=b&utm_source=mail')
    expect(runs.list).toBe(1)
    // A different value of a parameter is a different answer.
    await get(app, '/list?tags=a&tags=b&sort=old')
    await get(app, '/list?tags=b&tags=a')
    expect(runs.list).toBe(3)
    // Path parameters are part of the key.
    await get(app, '/item/1')
    await get(app, '/item/2')
    await get(app, '/item/1')
    expect(runs.item).toBe(2)
  })

  it('computes again once the content version has moved, and keeps Last-Modified for an unchanged body', async () => {
    const { app, version, runs } = await bench()
    const before = await get(app, '/item/1')
    await version.bump()
    const same = await get(app, '/item/1')
    expect(runs.item).toBe(2)
    expect(same.headers.etag).toBe(before.headers.etag)
    expect(same.headers['last-modified']).toBe(before.headers['last-modified'])

    await get(app, '/changes')
    const cached = await get(app, '/item/1')
    expect(cached.json()).toEqual(before.json())
    await version.bump()
    const changed = await get(app, '/item/1')
    expect(changed.json<{ stamp: number }>().stamp).toBe(1)
    expect(changed.headers.etag).not.toBe(before.headers.etag)
    expect(runs.item).toBe(3)
  })

  it('answers If-None-Match with 304 and an unknown or old tag with 200', async () => {
    const { app, version } = await bench()
    const first = await get(app, '/item/7')
    const etag = first.headers.etag as string
    // From the cache...
    const hit = await get(app, '/item/7', { 'if-none-match': etag })
    expect(hit.statusCode).toBe(304)
    expect(hit.body).toBe('')
    expect(hit.headers.etag).toBe(etag)
    expect(hit.headers['cache-control']).toBe('no-cache')
    // ...and freshly computed (a list of tags, the same tag in its strong form).
    await version.bump()
    const strong = etag.replace(/^W\//, '')
    const computed = await get(app, '/item/7', { 'if-none-match': `"other", ${strong}` })
    expect(computed.statusCode).toBe(304)
    expect((await get(app, '/item/7', { 'if-none-match': '"other"' })).statusCode).toBe(200)

    await get(app, '/changes')
    await version.bump()
    const changed = await get(app, '/item/7', { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
  })

  it('answers If-Modified-Since with 304 when nothing changed since, unless If-None-Match says otherwise', async () => {
    const { app } = await bench()
    const first = await get(app, '/item/3')
    const since = first.headers['last-modified'] as string
    expect((await get(app, '/item/3', { 'if-modified-since': since })).statusCode).toBe(304)
    const earlier = new Date(Date.parse(since) - 1000).toUTCString()
    expect((await get(app, '/item/3', { 'if-modified-since': earlier })).statusCode).toBe(200)
    const both = await get(app, '/item/3', { 'if-modified-since': since, 'if-none-match': '"x"' })
    expect(both.statusCode).toBe(200)
  })

  it('answers HEAD from the same entry', async () => {
    const { app, runs } = await bench()
    const full = await get(app, '/item/4')
    const head = await app.inject({ method: 'HEAD', url: '/item/4' })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers.etag).toBe(full.headers.etag)
    expect(runs.item).toBe(1)
  })

  it('keeps the whole body when HEAD comes first', async () => {
    const { app, runs } = await bench()
    const head = await app.inject({ method: 'HEAD', url: '/item/9' })
    expect(head.body).toBe('')
    const full = await get(app, '/item/9')
    expect(full.json()).toMatchObject({ id: '9' })
    expect(full.headers.etag).toBe(head.headers.etag)
    expect(runs.item).toBe(1)
  })

  it('never keeps an answer other than 200', async () => {
    const { app, runs } = await bench()
    expect((await get(app, '/missing')).statusCode).toBe(404)
    const again = await get(app, '/missing')
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ error: 'Not here' })
    expect(again.headers.etag).toBeUndefined()
    expect(runs.missing).toBe(2)
    // A refused query is refused before the cache is asked.
    expect((await get(app, '/list?sort=sideways')).statusCode).toBe(400)
    expect(runs.list).toBe(0)
  })

  it('computes concurrent misses of one key once and gives every caller the answer', async () => {
    const { app, runs, release } = await bench()
    const answers = Array.from({ length: 20 }, () => get(app, '/slow'))
    await expect.poll(() => runs.slow).toBe(1)
    release()
    const done = await Promise.all(answers)
    expect(done.map((r) => r.statusCode)).toEqual(Array<number>(20).fill(200))
    expect(new Set(done.map((r) => r.body)).size).toBe(1)
    expect(runs.slow).toBe(1)
  })

  it('does not share a computation across a change of the content version, nor keep the older one', async () => {
    const { app, version, runs, release } = await bench()
    const before = get(app, '/slow')
    await expect.poll(() => runs.slow).toBe(1)
    await version.bump()
    await get(app, '/changes')
    const after = get(app, '/slow')
    await expect.poll(() => runs.slow).toBe(2)
    // The newer computation ends first; the older one must not replace it.
    release(1)
    expect((await after).json()).toEqual({ stamp: 1 })
    release(0)
    await before
    const again = await get(app, '/slow')
    expect(again.json()).toEqual({ stamp: 1 })
    expect(runs.slow).toBe(2)
  })

  it('stays within its entry and byte bounds, least recently used out first', async () => {
    const { app, runs } = await bench({ maxEntries: 3 })
    for (const id of [1, 2, 3]) await get(app, `/item/${id}`)
    await get(app, '/item/1') // used again: 2 is now the oldest
    await get(app, '/item/4')
    expect(runs.item).toBe(4)
    await get(app, '/item/1')
    await get(app, '/item/3')
    await get(app, '/item/4')
    expect(runs.item).toBe(4)
    await get(app, '/item/2')
    expect(runs.item).toBe(5)

    const small = await bench({ maxBytes: 500 })
    for (const id of [1, 2, 3]) await get(small.app, `/item/${id}`)
    await get(small.app, '/item/3')
    await get(small.app, '/item/1')
    // Two answers of about 220 bytes fit in 500: the first was pushed out by the third.
    expect(small.runs.item).toBe(4)
  })

  it('computes every answer when switched off, still with an ETag and 304s', async () => {
    const { app, runs } = await bench({ enabled: false })
    const first = await get(app, '/item/5')
    await get(app, '/changes')
    const second = await get(app, '/item/5')
    expect(runs.item).toBe(2)
    expect(second.json<{ stamp: number }>().stamp).toBe(1)
    expect(second.headers['last-modified']).toBeUndefined()
    expect(second.headers.etag).not.toBe(first.headers.etag)
    const unchanged = await get(app, '/item/5', { 'if-none-match': second.headers.etag as string })
    expect(unchanged.statusCode).toBe(304)
    expect(runs.item).toBe(3)
  })

  it('refuses a cached route that could depend on the caller', async () => {
    for (const extra of [
      { onRequest: async () => {} },
      { preHandler: [async () => {}] },
      { schema: { security: [{ bearerAuth: [] }] } },
    ]) {
      const app = Fastify({ logger: false })
      apps.push(app)
      await app.register(
        fp(
          async (instance) => {
            instance.decorate('contentVersion', createContentVersion({ log: instance.log }))
          },
          { name: 'content-version' },
        ),
      )
      await app.register(publicCachePlugin, { enabled: true })
      const starting = (async () => {
        await app.register(async (scope) => {
          scope.get('/mine', { config: { publicCache: true }, ...extra }, () => ({ mine: true }))
        })
        await app.ready()
      })()
      await expect(starting).rejects.toThrow(/answers every caller alike/)
    }
  })
})
