import { sessionKeys } from '../../config/storage-keys'

/**
 * The Idempotency-Key of the current checkout attempt. One key is made per attempt and kept in
 * session storage until the order succeeds, so a double click, a retry after a network error or a
 * reload sends the same key and the server answers with the same order instead of a second one.
 *
 * The key is bound to the order it was first sent with. When the server refused that order
 * outright (a 4xx answer: nothing was created) and the buyer then changed it (another quantity,
 * address or payment method), the next Place Order is a new attempt and gets a new key; the
 * server would otherwise reject the same key with a different body.
 */
interface Attempt {
  key: string
  /** Fingerprint of the order last sent with the key. */
  sent: string | null
  /** True once the server refused what was sent (4xx), so a changed order may use a new key. */
  isRefused: boolean
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID needs a secure context; plain http on a LAN address falls back to random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** FNV-1a: a short, stable fingerprint, so the order's details are not kept in storage. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${text.length}-${hash.toString(16)}`
}

function read(): Attempt | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(sessionKeys.checkoutKey) ?? 'null') as unknown
    if (!parsed || typeof parsed !== 'object') return null
    const a = parsed as Partial<Attempt>
    if (typeof a.key !== 'string' || a.key.length < 16) return null
    return {
      key: a.key,
      sent: typeof a.sent === 'string' ? a.sent : null,
      isRefused: !!a.isRefused,
    }
  } catch {
    return null
  }
}

// Kept in memory too, so a tab without storage still reuses its key.
let memory: Attempt | null = null

function write(attempt: Attempt | null): void {
  memory = attempt
  try {
    if (attempt) sessionStorage.setItem(sessionKeys.checkoutKey, JSON.stringify(attempt))
    else sessionStorage.removeItem(sessionKeys.checkoutKey)
  } catch {
    // Storage blocked: the in-memory attempt still covers double clicks and retries.
  }
}

/** The key to send with this order body (reused, or new when a refused order was changed). */
export function checkoutKeyFor(body: unknown): string {
  const sent = fingerprint(JSON.stringify(body))
  const current = read() ?? memory
  const isSame = current !== null && (!current.isRefused || current.sent === sent)
  // What happens to this send decides the next one: refused again, or unknown (keep the key).
  const attempt: Attempt = { key: isSame ? current.key : newKey(), sent, isRefused: false }
  write(attempt)
  return attempt.key
}

/** The server refused the order (4xx): nothing was created with the key. */
export function markCheckoutRefused(): void {
  const current = read() ?? memory
  if (current) write({ ...current, isRefused: true })
}

/** The order was placed: the next checkout is a new attempt. */
export function endCheckoutAttempt(): void {
  write(null)
}
