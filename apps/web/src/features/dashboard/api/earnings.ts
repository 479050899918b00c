import type { Earnings } from '@app/domain/earnings'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Role teacher or admin with a mentor profile on the server: the mentor's own money. */
export const earningsQueries = {
  all: ['instructor', 'earnings'] as const,
  /** GET /api/instructor/earnings: counters, the last 12 months, each sale and refund, payouts. */
  mine: () =>
    queryOptions({
      queryKey: [...earningsQueries.all, 'mine'],
      queryFn: ({ signal }) => api.get<Earnings>('/instructor/earnings', undefined, signal),
      staleTime: 30_000,
    }),
}

/** GET /api/instructor/earnings/statement.csv?month=YYYY-MM: one month's entries as CSV. */
export function fetchStatement(month: string): Promise<Blob> {
  return api.blob('/instructor/earnings/statement.csv', { month })
}

/** Hands a file to the browser's downloads: a Blob behind an object URL and an `<a download>`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file over; the URL is let go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
