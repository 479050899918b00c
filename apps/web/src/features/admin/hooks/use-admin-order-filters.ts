import { AdminOrderQuerySchema, type AdminOrderQuery } from '@app/domain/orders'
import { useCallback, useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

/** The URL's filters, read with the schema the server applies (unknown status or page fall back). */
export function parseAdminOrderQuery(params: URLSearchParams): AdminOrderQuery {
  const raw = {
    status: params.get('status') ?? undefined,
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  }
  const parsed = AdminOrderQuerySchema.safeParse(raw)
  const query = parsed.success
    ? parsed.data
    : AdminOrderQuerySchema.parse({ ...raw, q: raw.q?.trim().slice(0, 120) })
  // One cache entry per real filter: an empty search is no search.
  return {
    page: query.page,
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { q: query.q } : {}),
  }
}

/** `?status=&q=&page=` for a filter set; page 1 and empty values are left out. */
export function adminOrderSearch(query: AdminOrderQuery): string {
  const params = new URLSearchParams()
  if (query.status) params.set('status', query.status)
  if (query.q) params.set('q', query.q)
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * Status, search and page of the admin order list, kept in the URL so a filtered list can be
 * reloaded, shared and returned to with Back. A new filter starts again at page 1.
 */
export function useAdminOrderFilters() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const search = params.toString()
  const query = useMemo(() => parseAdminOrderQuery(new URLSearchParams(search)), [search])
  const setFilters = useCallback(
    (next: Partial<Omit<AdminOrderQuery, 'page'>>) => {
      void navigate(
        { search: adminOrderSearch({ ...query, ...next, page: 1 }) },
        { preventScrollReset: true },
      )
    },
    [navigate, query],
  )
  const hrefFor = useCallback(
    (page: number) => adminOrderSearch({ ...query, page }) || '?',
    [query],
  )
  return { query, setFilters, hrefFor }
}
