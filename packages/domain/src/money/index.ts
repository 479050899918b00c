/**
 * Money is integer cents (US dollars, SPEC section 9). Every rounding in the product goes
 * through `roundCents`, so the web preview and the server's authoritative total agree.
 */
export const CURRENCY = 'USD' as const

/** Rounds a fractional cent amount to whole cents, halves away from zero. */
export function roundCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError('Amount must be a finite number')
  // Shave floating-point noise (0.1 + 0.2 style) before rounding: 8.5000000001 counts as 8.5.
  const cleaned = Math.round(amount * 1e6) / 1e6
  const rounded = Math.sign(cleaned) * Math.round(Math.abs(cleaned))
  return rounded === 0 ? 0 : rounded
}

/** Dollars (as a number, e.g. 89.29) to integer cents. */
export function toCents(dollars: number): number {
  return roundCents(dollars * 100)
}

/**
 * Integer cents as dollars (8929 -> 89.29, 24900 -> 249): the number the spec's catalog and cart
 * items carry as `price`. `toCents` turns it back into the same cents.
 */
export function toDollars(cents: number): number {
  return Number(centsToDecimal(cents))
}

/** `percent` per cent of `cents`, rounded once. */
export function percentOf(cents: number, percent: number): number {
  return roundCents((cents * percent) / 100)
}

/**
 * Integer cents as a plain decimal amount with two fraction digits (8929 -> "89.29", 24900 ->
 * "249.00", -5 -> "-0.05"): the form machine-readable prices take (schema.org offers, Open Graph).
 * Built from the integer digits, so no floating-point rounding is involved.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Cents must be a whole number')
  const digits = String(Math.abs(cents)).padStart(3, '0')
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/**
 * A decimal amount as providers write it ("12.34", "12.3", "12") in cents, read digit by digit;
 * null for anything else (more than two decimals, signs, exponents, empty).
 */
export function decimalToCents(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/**
 * `totalCents` shared across parts in proportion to their weights (a coupon's discount across
 * the lines it applies to): each share is the rounded running total minus the one before it, so
 * every share is within a cent of its exact part and the shares add up to the total exactly.
 * Parts of zero weight get nothing; with no weight at all, every share is 0.
 */
export function shareCents(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('Cents must be a whole number')
  const sum = weights.reduce((a, w) => a + w, 0)
  if (sum <= 0) return weights.map(() => 0)
  let running = 0
  let before = 0
  return weights.map((weight) => {
    running += weight
    const upTo = roundCents((totalCents * running) / sum)
    const share = upTo - before
    before = upTo
    return share
  })
}
