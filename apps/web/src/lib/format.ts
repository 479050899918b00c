const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const compact = new Intl.NumberFormat('en-US')

/** Integer cents as dollars: 8929 -> "$89.29". */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100)
}
export function formatCount(n: number): string {
  return compact.format(n)
}
/** "75 min" -> "1h 15m". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (!h) return `${m}m`
  return m ? `${h}h ${m}m` : `${h}h`
}
