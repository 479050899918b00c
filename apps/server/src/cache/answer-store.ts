import { createCache } from '../lib/cache'
import type { Validators } from '../lib/conditional'
import type { EncodedBodies } from '../lib/encodings'

/** One answer as it was sent: the serialised body and its validators. */
export interface StoredAnswer extends Validators {
  body: string
  /** The body compressed once, when it is large enough to gain (sent to browsers that ask). */
  encoded?: EncodedBodies
  contentType: string
  /** The content version it was made under: valid only while that version is current. */
  version: string
  /** Bytes kept: the body and its compressed copies. */
  bytes: number
}

export interface AnswerStoreOptions {
  /** Most answers kept; the least recently used go first. */
  maxEntries: number
  /** Most body bytes kept. */
  maxBytes: number
  /**
   * Longest an answer is reused even when nothing was written: texts such as "3 days ago" age,
   * and a write made outside the API (a script, SQL by hand) is seen after this long at most.
   */
  maxAgeMs: number
  now?: () => number
}

/**
 * Answers by key, least recently used first out, bounded by count and bytes. An answer made
 * under an older content version, or older than `maxAgeMs`, is kept only to carry its
 * Last-Modified forward when the same body is made again; it is never served.
 */
export function createAnswerStore({ maxEntries, maxBytes, maxAgeMs, now }: AnswerStoreOptions) {
  const answers = createCache<string, StoredAnswer>({
    maxEntries,
    maxBytes,
    sizeOf: (answer) => answer.bytes,
    maxAgeMs,
    now,
  })

  return {
    /** The answer for the key when it was made under `version` and is young enough. */
    get(key: string, version: string): StoredAnswer | undefined {
      const entry = answers.peek(key)
      // Read with get (most recently used) only when it is served.
      return entry?.version === version ? answers.get(key) : undefined
    },

    /** Whatever is kept for the key, current or not (for its Last-Modified). */
    peek: (key: string): StoredAnswer | undefined => answers.peek(key, { allowStale: true }),

    set(key: string, entry: StoredAnswer) {
      answers.set(key, entry)
    },

    get size() {
      return answers.size
    },

    get bytes() {
      return answers.calculatedSize
    },
  }
}
export type AnswerStore = ReturnType<typeof createAnswerStore>
