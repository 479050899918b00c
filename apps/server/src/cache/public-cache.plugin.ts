import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { Counter, Gauge } from 'prom-client'
import { etagOf, isNotModified, wholeSecond, type Validators } from '../lib/conditional'
import {
  encodeBody,
  MIN_ENCODED_BYTES,
  preferredEncoding,
  type EncodedBodies,
} from '../lib/encodings'
import { createAnswerStore } from './answer-store'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every caller and changes only with public content: kept in the
     * answer cache (src/cache) until the content version moves, with ETag, Last-Modified and 304s.
     */
    publicCache?: boolean
  }
}

export interface PublicCacheOptions {
  /** False (CACHE_CATALOG=false): every answer is computed; ETags and 304s still work. */
  enabled: boolean
  maxEntries?: number
  maxBytes?: number
  /** Longest an answer is reused when nothing was written (ms). */
  maxAgeMs?: number
}

/** Route hooks that could make an answer depend on who asks (guards, identify). */
const CALLER_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const

/** What the handler of a shared computation answers when its route sent the reply itself. */
const SENT_BY_ROUTE = Symbol('sent by the route')

/** An object as text with its keys sorted, so `?b=1&a=2` and `?a=2&b=1` are one key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const parts = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
    return `{${parts.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The cache key: the route's pattern, its path parameters and its query as validated (defaults
 * applied, unknown parameters dropped, keys sorted). A route without a querystring schema does not
 * read its query, so the query is not part of its key.
 */
function keyOf(request: FastifyRequest): string {
  const query = request.routeOptions.schema?.querystring ? canonical(request.query) : ''
  return `${request.routeOptions.url ?? request.url}|${canonical(request.params)}|${query}`
}

/** An ETag, and Last-Modified when known. */
type ValidatorsOf = Pick<Validators, 'etag'> & Partial<Pick<Validators, 'lastModified'>>

function setValidators(reply: FastifyReply, validators: ValidatorsOf) {
  reply.header('etag', validators.etag).header('cache-control', 'no-cache')
  if (validators.lastModified) {
    reply.header('last-modified', validators.lastModified.toUTCString())
  }
}

/**
 * The answer cache of public catalog endpoints: a route opts in with `config: { publicCache: true }`.
 *
 * - Its 200 answers are kept by route, path parameters and normalised query, each under the
 *   content version it was made under, and served while that version is current (and for at most
 *   `maxAgeMs`); the store is bounded (least recently used out, by count and bytes).
 * - Every answer carries a strong ETag (a hash of the body), Last-Modified and
 *   `Cache-Control: no-cache`, and If-None-Match / If-Modified-Since are answered 304.
 * - Concurrent misses of one key share one computation of the handler.
 *
 * A cached route answers every caller alike: it may not take a guard or any per-request hook of
 * its own (checked when it is registered). Register this plugin after `contentVersion`, before the
 * features and before compression (so the stored body is the uncompressed JSON).
 */
/** Says a body is compressed already: @fastify/compress then passes it through as it is. */
function markEncoded(reply: FastifyReply, encoding: 'br' | 'gzip'): FastifyReply {
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding')
}

function sendEncoded(reply: FastifyReply, encoding: 'br' | 'gzip', body: Buffer): FastifyReply {
  return markEncoded(reply, encoding).send(body)
}

export const publicCachePlugin = fp<PublicCacheOptions>(
  async (app, options) => {
    const enabled = options.enabled
    const store = createAnswerStore({
      maxEntries: options.maxEntries ?? 5000,
      maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
      maxAgeMs: options.maxAgeMs ?? 5 * 60_000,
    })
    /** Requests being computed: the key and version they will be stored under. */
    const pending = new WeakMap<FastifyRequest, { key: string; version: string }>()
    /** Requests answered from the store. */
    const served = new WeakSet<FastifyRequest>()
    /** Handlers already made to share their computations (never wrapped twice). */
    const sharing = new WeakSet<RouteHandlerMethod>()
    /** Computations under way, by version and key. */
    const flights = new Map<string, Promise<unknown>>()

    // Reported by GET /metrics when the metrics plugin is there.
    const registers = app.hasDecorator('metricsRegistry') ? [app.metricsRegistry] : []
    const hits = new Counter({
      name: 'public_cache_hits_total',
      help: 'Public catalog answers served from the answer cache, by route pattern.',
      labelNames: ['route'] as const,
      registers,
    })
    const misses = new Counter({
      name: 'public_cache_misses_total',
      help: 'Public catalog answers not in the answer cache (computed or joined), by route pattern.',
      labelNames: ['route'] as const,
      registers,
    })
    const joined = new Counter({
      name: 'public_cache_joined_total',
      help: 'Misses that waited for the same answer already being computed, by route pattern.',
      labelNames: ['route'] as const,
      registers,
    })
    new Gauge({
      name: 'public_cache_entries',
      help: 'Answers kept in the answer cache (current or not).',
      registers,
      collect() {
        this.set(store.size)
      },
    })
    new Gauge({
      name: 'public_cache_bytes',
      help: 'Body bytes kept in the answer cache.',
      registers,
      collect() {
        this.set(store.bytes)
      },
    })

    /** One computation per key and version: the others wait for it and answer the same. */
    const shareComputation = (original: RouteHandlerMethod): RouteHandlerMethod =>
      function (this: FastifyInstance, request, reply) {
        const computing = pending.get(request)
        const run = (): unknown => original.call(this, request, reply)
        if (!computing) return run()
        const flightKey = `${computing.version}\n${computing.key}`
        const running = flights.get(flightKey)
        if (running) {
          joined.inc({ route: request.routeOptions.url ?? '' })
          return running.then((value) => (value === SENT_BY_ROUTE ? run() : value))
        }
        const result = Promise.resolve(run())
        const shared = result.then((value) => (value === reply ? SENT_BY_ROUTE : value))
        flights.set(flightKey, shared)
        const done = () => {
          if (flights.get(flightKey) === shared) flights.delete(flightKey)
        }
        shared.then(done, done)
        return result
      }

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.publicCache) return
      const methods = [route.method].flat()
      if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) {
        throw new Error(`${route.url}: only GET answers can be kept in the public cache`)
      }
      const hook = CALLER_HOOKS.find((name) => [route[name] ?? []].flat().length > 0)
      if (hook || route.schema?.security) {
        throw new Error(
          `${route.url}: a publicCache route answers every caller alike, so it takes no ${hook ?? 'security'} of its own`,
        )
      }
      if (!enabled || sharing.has(route.handler)) return
      route.handler = shareComputation(route.handler)
      sharing.add(route.handler)
    })

    app.addHook('preHandler', async (request, reply) => {
      if (!enabled || !request.routeOptions.config.publicCache) return
      const route = request.routeOptions.url ?? ''
      const key = keyOf(request)
      const version = app.contentVersion.current()
      const entry = store.get(key, version)
      if (!entry) {
        misses.inc({ route })
        pending.set(request, { key, version })
        return
      }
      hits.inc({ route })
      served.add(request)
      setValidators(reply, entry)
      if (isNotModified(request.headers, entry)) return reply.code(304).send()
      reply.type(entry.contentType)
      const encoding = entry.encoded && preferredEncoding(request.headers['accept-encoding'])
      if (!encoding) return reply.send(entry.body)
      return sendEncoded(reply, encoding, entry.encoded![encoding])
    })

    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config.publicCache || served.has(request)) return payload
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload
      const etag = etagOf(payload)
      const computing = pending.get(request)
      let validators: ValidatorsOf = { etag }
      let encoded: EncodedBodies | undefined
      if (computing) {
        const before = store.peek(computing.key)
        const lastModified = before?.etag === etag ? before.lastModified : wholeSecond(new Date())
        validators = { etag, lastModified }
        // Made under a version that has moved on since: never served, so not kept either (it
        // would push out the current answer a later request made).
        if (computing.version === app.contentVersion.current()) {
          const size = Buffer.byteLength(payload)
          encoded = size >= MIN_ENCODED_BYTES ? await encodeBody(payload) : undefined
          store.set(computing.key, {
            etag,
            lastModified,
            body: payload,
            encoded,
            contentType: String(
              reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
            ),
            version: computing.version,
            bytes: size + (encoded ? encoded.br.length + encoded.gzip.length : 0),
          })
        }
      }
      // With the cache off there is no Last-Modified: nothing is known of when this body first
      // appeared.
      setValidators(reply, validators)
      if (isNotModified(request.headers, validators)) {
        reply.code(304)
        return ''
      }
      // Kept: sent as it is kept, so this answer is not compressed a second time either.
      const encoding = encoded && preferredEncoding(request.headers['accept-encoding'])
      if (!encoding) return payload
      markEncoded(reply, encoding)
      return encoded![encoding]
    })
  },
  { name: 'public-cache', dependencies: ['content-version'] },
)
