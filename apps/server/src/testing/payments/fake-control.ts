import type { ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseJson, record, sendJson, text } from './fake-http'

// What the fake payment providers share beyond HTTP: the test switches (decline/fail/delay the
// next calls), the webhook outbox (modes, hold and flush, resend, raw sends) and `POST /__control`.

/** The test switches: decline, fail or delay the next calls. */
export interface Switches {
  /** The next `count` payments are declined, whatever the buyer chose. */
  declineNext: (count?: number) => void
  /** The next `count` API calls answer 500. */
  failNext: (count?: number) => void
  /** The next `count` API calls wait `ms` before they are handled. */
  delayNext: (count: number, ms: number) => void
  /** True (and counted) when this payment is to be declined. */
  takeDecline: () => boolean
  /** True (and counted) when this API call is to fail. */
  takeFailure: () => boolean
  /** The delay for this API call in ms (0 for none). */
  takeDelay: () => number
  reset: () => void
}

export function createSwitches(): Switches {
  let declines = 0
  let failures = 0
  let delays = { count: 0, ms: 0 }
  return {
    declineNext: (count = 1) => void (declines = count),
    failNext: (count = 1) => void (failures = count),
    delayNext: (count, ms) => void (delays = { count, ms }),
    takeDecline: () => declines > 0 && declines-- > 0,
    takeFailure: () => failures > 0 && failures-- > 0,
    takeDelay: () => (delays.count > 0 && delays.count-- > 0 ? delays.ms : 0),
    reset: () => {
      declines = 0
      failures = 0
      delays = { count: 0, ms: 0 }
    },
  }
}

/**
 * How events reach the webhook: `now` (at once, in order), `twice` (each one two times), `hold`
 * (queued until `flush`) or `drop` (never).
 */
export type WebhookMode = 'now' | 'twice' | 'hold' | 'drop'
export const WEBHOOK_MODES: readonly WebhookMode[] = ['now', 'twice', 'hold', 'drop']

/** One POST to the webhook URL and what it answered (`status` 0 when it could not be sent). */
export interface Delivery<E> {
  /** The event sent, undefined for a raw (forged) delivery. */
  event: E | undefined
  body: string
  headers: Record<string, string>
  status: number
  error?: string
  at: Date
}

/** The events a fake emitted and their deliveries to the webhook URL. */
export interface Outbox<E extends { id: string }> {
  mode: WebhookMode
  url: string | undefined
  /** Every event emitted, in order. */
  readonly events: E[]
  readonly deliveries: Delivery<E>[]
  /** Events waiting for `flush` (mode `hold`). */
  readonly held: E[]
  publish(event: E): void
  /** Delivers the held events (newest first with `reverse`); resolves with how many. */
  flush(options?: { reverse?: boolean }): Promise<number>
  /** Delivers an earlier event again, freshly signed. */
  resend(eventId: string): Promise<Delivery<E>>
  /** POSTs `body` with `headers` as they are (forged or hand-made deliveries). */
  sendRaw(body: string, headers: Record<string, string>): Promise<Delivery<E>>
  /** Resolves when every delivery started so far is done. */
  settled(): Promise<void>
  reset(): void
}

/** An outbox whose deliveries are serialized and signed by `prepare`, one at a time, in order. */
export function createOutbox<E extends { id: string }>(options: {
  url?: string
  prepare: (event: E) => { body: string; headers: Record<string, string> }
}): Outbox<E> {
  let tail: Promise<unknown> = Promise.resolve()
  const post = async (event: E | undefined, body: string, headers: Record<string, string>) => {
    const delivery: Delivery<E> = { event, body, headers, status: 0, at: new Date() }
    outbox.deliveries.push(delivery)
    if (!outbox.url) {
      delivery.error = 'no webhook URL'
      return delivery
    }
    try {
      const res = await fetch(outbox.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
      await res.arrayBuffer()
      delivery.status = res.status
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error)
    }
    return delivery
  }
  const queue = (send: () => Promise<Delivery<E>>): Promise<Delivery<E>> => {
    const next = tail.then(send)
    tail = next
    return next
  }
  const deliver = (event: E) =>
    queue(() => {
      const { body, headers } = options.prepare(event)
      return post(event, body, headers)
    })
  const outbox: Outbox<E> = {
    mode: 'now',
    url: options.url,
    events: [],
    deliveries: [],
    held: [],
    publish(event) {
      outbox.events.push(event)
      if (outbox.mode === 'hold') outbox.held.push(event)
      if (outbox.mode === 'now' || outbox.mode === 'twice') void deliver(event)
      if (outbox.mode === 'twice') void deliver(event)
    },
    async flush({ reverse = false } = {}) {
      const events = outbox.held.splice(0)
      if (reverse) events.reverse()
      await Promise.all(events.map(deliver))
      return events.length
    },
    resend(eventId) {
      const event = outbox.events.find((e) => e.id === eventId)
      if (!event) return Promise.reject(new Error(`No event ${eventId} to resend`))
      return deliver(event)
    },
    sendRaw: (body, headers) => queue(() => post(undefined, body, headers)),
    async settled() {
      await tail
    },
    reset() {
      outbox.mode = 'now'
      outbox.held.splice(0)
    },
  }
  return outbox
}

/** What `POST /__control` drives. */
export interface ControlTarget {
  switches: Switches
  outbox: Outbox<{ id: string }>
  emit: (type: string, object: unknown) => { id: string }
  sendRaw: (body: string, raw: Record<string, unknown>) => Promise<Delivery<{ id: string }>>
  reset: () => void
}

const count = (value: unknown) => (typeof value === 'number' ? value : undefined)

/** Applies a `POST /__control` body; answers what was done, or 400 for what could not be. */
export async function control(
  res: ServerResponse,
  body: string,
  target: ControlTarget,
): Promise<void> {
  const input = record(parseJson(body))
  const { switches, outbox } = target
  const done: Record<string, unknown> = { ok: true }
  try {
    if (input.reset === true) target.reset()
    if ('webhookUrl' in input) outbox.url = text(input.webhookUrl)
    const mode = text(input.webhookMode) as WebhookMode | undefined
    if (mode !== undefined && !WEBHOOK_MODES.includes(mode)) throw new Error(`Unknown mode ${mode}`)
    if (mode) outbox.mode = mode
    if (count(input.declineNext) !== undefined) switches.declineNext(count(input.declineNext))
    if (count(input.failNext) !== undefined) switches.failNext(count(input.failNext))
    const delay = record(input.delayNext)
    if (count(delay.count) !== undefined)
      switches.delayNext(count(delay.count)!, count(delay.ms) ?? 0)
    const emit = record(input.emit)
    if (text(emit.type)) done.emitted = target.emit(text(emit.type)!, emit.object ?? emit.resource)
    const resend = text(input.resend)
    if (resend) done.resent = summary(await outbox.resend(resend))
    const raw = record(input.sendRaw)
    if (text(raw.body) !== undefined)
      done.sent = summary(await target.sendRaw(text(raw.body)!, raw))
    if (input.flush === true || 'reverse' in record(input.flush)) {
      done.flushed = await outbox.flush({ reverse: record(input.flush).reverse === true })
    }
    if (input.settle === true) await outbox.settled()
  } catch (error) {
    sendJson(res, 400, { ok: false, error: error instanceof Error ? error.message : String(error) })
    return
  }
  sendJson(res, 200, done)
}

function summary(delivery: Delivery<{ id: string }>) {
  const { event, status, error, headers } = delivery
  return { eventId: event?.id, status, error, headers }
}

/** The answer of `GET /__control/events`: the mode, the held ids, every event and delivery. */
export function controlEvents(res: ServerResponse, outbox: Outbox<{ id: string }>): void {
  sendJson(res, 200, {
    mode: outbox.mode,
    webhookUrl: outbox.url ?? null,
    held: outbox.held.map((e) => e.id),
    events: outbox.events,
    deliveries: outbox.deliveries.map(summary),
  })
}

/** Waits for this API call's delay; true when the switches say it is to fail. */
export async function delayOrFail(switches: Switches, signal: AbortSignal): Promise<boolean> {
  const ms = switches.takeDelay()
  if (ms > 0) await sleep(ms, undefined, { signal }).catch(() => undefined)
  return switches.takeFailure()
}
