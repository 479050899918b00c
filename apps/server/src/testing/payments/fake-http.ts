import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// What the fake payment providers share: a tiny node:http server, body and form parsing, answers.
// The switches and the webhook outbox are in fake-control.ts.

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** `length` random characters from `alphabet` (letters and digits by default). */
export function randomId(length: number, alphabet = ALPHANUMERIC): string {
  let out = ''
  for (const byte of randomBytes(length)) out += alphabet[byte % alphabet.length]
  return out
}

/** The request's body as text. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** A value of a form body in bracket notation (`a[b][0][c]=1`), nested as `qs` nests it. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type FormObject = { [key: string]: FormValue }

function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const nested = Object.fromEntries(keys.map((k) => [k, arraysOf(value[k]!)]))
  if (keys.length === 0 || !keys.every((k) => /^\d+$/.test(k))) return nested
  return keys.sort((a, b) => Number(a) - Number(b)).map((k) => nested[k]!)
}

/** Parses an `application/x-www-form-urlencoded` body, nesting `a[b][c]` keys and `a[0]` arrays. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
    const path = match
      ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
      : [key]
    let node: FormObject = root
    path.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment
      if (i === path.length - 1) {
        node[name] = value
        return
      }
      const next = node[name]
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {}
      node = node[name] as FormObject
    })
  }
  return arraysOf(root) as FormObject
}

/** Parses a JSON body, undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Narrows an unknown value to a plain object (or an empty one). */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** A string value, or undefined for anything else. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** Answers JSON. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body, null, 2)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  })
  res.end(payload)
}

/** Answers a 303 See Other to `location`. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': 0 })
  res.end()
}

/** Escapes text for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Answers a small, accessible HTML page; `body` is HTML already escaped. */
export function sendPage(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>
`
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
  })
  res.end(html)
}

/** `amount` in the currency's minor unit (cents), formatted for people. */
export function formatMinor(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
  })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amount / 10 ** digits)
}

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>

/** A running fake: where it listens and how to stop it. */
export interface FakeServer {
  url: string
  port: number
  /** Aborted on close (cuts pending delays short). */
  signal: AbortSignal
  close: () => Promise<void>
}

/** Serves `handler` (plus `GET /__health`) on `port` (0: a free one) and `host`. */
export async function listen(handler: Handler, port = 0, host = '127.0.0.1'): Promise<FakeServer> {
  const closing = new AbortController()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    // The hosted pages have no icon: answered empty, so a browser logs no failed load.
    if (req.method === 'GET' && url.pathname === '/favicon.ico')
      return void res.writeHead(204).end()
    const handled =
      req.method === 'GET' && url.pathname === '/__health'
        ? Promise.resolve(sendJson(res, 200, { ok: true }))
        : handler(req, res, url)
    handled.catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) })
      else res.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const actual = (server.address() as AddressInfo).port
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  const url = `http://${shown.includes(':') ? `[${shown}]` : shown}:${actual}`
  return {
    url,
    port: actual,
    signal: closing.signal,
    close: async () => {
      closing.abort()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
