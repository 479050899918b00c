import type { EncodedBodies } from '../lib/encodings'
import type { Validators } from './conditional'

/** One answer as it was sent: the serialised body and its validators. */
export interface StoredAnswer extends Validators {
  body: string
  /** The body compressed once, when it is large enough to gain (sent to browsers that ask). */
  encoded?: EncodedBodies
  contentType: string
  /** The content version it was made under: valid only while that version is current. */
  version: string
  /** When it was made (ms since the epoch), for the age limit. */
  storedAt: number
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
 * under an older content version is kept only to carry its Last-Modified forward when the same
 * body is made again; it is never served.
 */
export function createAnswerStore(options: AnswerStoreOptions) {
  const now = options.now ?? Date.now
  const entries = new Map<string, StoredAnswer>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  return {
    /** The answer for the key when it was made under `version` and is young enough. */
    get(key: string, version: string): StoredAnswer | undefined {
      const entry = entries.get(key)
      if (!entry || entry.version !== version || now() - entry.storedAt > options.maxAgeMs) {
        return undefined
      }
      // Most recently used goes last.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },

    /** Whatever is kept for the key, current or not (for its Last-Modified). */
    peek: (key: string): StoredAnswer | undefined => entries.get(key),

    set(key: string, entry: StoredAnswer) {
      remove(key)
      if (entry.bytes > options.maxBytes) return
      entries.set(key, entry)
      bytes += entry.bytes
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break
        remove(oldest)
      }
    },

    clear() {
      entries.clear()
      bytes = 0
    },

    get size() {
      return entries.size
    },

    get bytes() {
      return bytes
    },
  }
}
export type AnswerStore = ReturnType<typeof createAnswerStore>
