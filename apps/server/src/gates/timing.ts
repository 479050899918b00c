/**
 * How well answer times tell two groups of requests apart: the share of all requests a stranger
 * would classify right from latency alone, with the best single threshold ("slower than t means
 * group A", or the other way round). 0.5 means the times tell nothing; 1 means they tell all.
 * The threshold is chosen after seeing the times, so equal groups of 50 score a little above 0.5.
 */
export function bestThresholdAccuracy(a: readonly number[], b: readonly number[]): number {
  const n = a.length + b.length
  if (a.length === 0 || b.length === 0) return 1
  const all = [...a.map((ms) => ({ ms, isA: true })), ...b.map((ms) => ({ ms, isA: false }))].sort(
    (x, y) => x.ms - y.ms,
  )
  // Threshold below everything: all are "slower", one group is all right.
  let best = Math.max(a.length, b.length)
  let aBelow = 0
  let bBelow = 0
  for (const [index, sample] of all.entries()) {
    if (sample.isA) aBelow++
    else bBelow++
    // Only between two distinct times can a threshold split the requests.
    const next = all[index + 1]
    if (next && next.ms === sample.ms) continue
    const aFaster = aBelow + (b.length - bBelow)
    const bFaster = bBelow + (a.length - aBelow)
    best = Math.max(best, aFaster, bFaster)
  }
  return best / n
}

/**
 * `count` pairs of the two labels, each pair in an order fixed by `seed` (the same on every run):
 * both kinds are spread evenly over the run, so a machine that slows down for a while slows both.
 */
export function interleaved<A, B>(count: number, a: A, b: B, seed: number): (A | B)[] {
  let state = seed >>> 0
  const coin = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296 < 0.5
  }
  return Array.from({ length: count }, () => (coin() ? [a, b] : [b, a])).flat()
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((x, y) => x - y)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
