import { LRUCache } from 'lru-cache'

/** Any value but null and undefined: what a cache keeps (a missing entry is undefined). */
type Present = NonNullable<unknown>

/** What a cache of this process may hold, and how it fills itself. */
export interface CacheOptions<K extends Present, V extends Present, C = unknown> {
  /** Most entries kept; the least recently used go first. */
  maxEntries?: number
  /** Most bytes kept, as `sizeOf` counts them; an entry larger than this is not kept at all. */
  maxBytes?: number
  /** The bytes an entry holds (required with `maxBytes`). */
  sizeOf?: (value: V, key: K) => number
  /** Longest an entry is served after it was stored (ms); without it, until pushed out. */
  maxAgeMs?: number
  /**
   * Makes the value of a key that is missing or too old, for `fetch`: concurrent fetches of one
   * key share one call. Its value is kept unless the key was set or deleted while it ran (then the
   * callers still get what it made). `context` is what the first of them passed.
   */
  load?: (key: K, context: C) => Promise<V>
  /**
   * The clock of `maxAgeMs`, in ms (tests move it instead of waiting). Any count that starts
   * above 0: an entry stored at 0 would never age.
   */
  now?: () => number
}

/** A cache as `createCache` makes it: the `lru-cache` API (`get`, `set`, `fetch`, `peek`, ...). */
export type Cache<K extends Present, V extends Present, C = unknown> = LRUCache<K, V, C>

/**
 * A cache in this process's memory, bounded by entries, bytes and age, least recently used out
 * first, and with `load`, one fill per key however many ask at once (`fetch`). Every in-memory
 * cache of the server is one of these, each declaring its limits where it is made.
 */
export function createCache<K extends Present, V extends Present, C = unknown>(
  options: CacheOptions<K, V, C>,
): Cache<K, V, C> {
  const { maxEntries, maxBytes, sizeOf, maxAgeMs, load, now = Date.now } = options
  return new LRUCache<K, V, C>({
    ...(maxEntries !== undefined && { max: maxEntries }),
    ...(maxBytes !== undefined && {
      maxSize: maxBytes,
      // lru-cache counts only positive sizes: an empty body still takes its entry.
      sizeCalculation: (value: V, key: K) => Math.max(1, Math.ceil(sizeOf!(value, key))),
    }),
    ...(maxAgeMs !== undefined && { ttl: maxAgeMs }),
    ...(load && {
      fetchMethod: (key: K, _stale: V | undefined, { context }: { context: C }) =>
        load(key, context),
      // Set or deleted while loading: the callers get the value, the cache does not keep it.
      ignoreFetchAbort: true,
    }),
    // Read the clock on every check, so a moved test clock counts at once.
    ttlResolution: 0,
    perf: { now },
  } as LRUCache.Options<K, V, C>)
}
