import { MONTH_NAMES } from '@app/domain/format'

/** "2026-11" -> "November 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-')
  const name = MONTH_NAMES[Number(m) - 1]
  return name && year ? `${name} ${year}` : month
}

/** "2026-11" -> "Nov": a chart's axis label. */
export function shortMonthLabel(month: string): string {
  const name = MONTH_NAMES[Number(month.split('-')[1]) - 1]
  return name ? name.slice(0, 3) : month
}
