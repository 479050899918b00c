import { OutboxStatusSchema, type AdminOutboxQuery } from '@app/domain/email'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { pageFromSearch } from '../../../lib/page-param'

/** The URL's status and page; an unknown status shows every message, a bad page the first. */
export function parseAdminOutboxQuery(params: URLSearchParams): AdminOutboxQuery {
  const status = OutboxStatusSchema.safeParse(params.get('status'))
  return {
    page: pageFromSearch(params),
    ...(status.success ? { status: status.data } : {}),
  }
}

/** `?status=&page=` for a query; page 1 and no status are left out. */
export function adminOutboxSearch(query: AdminOutboxQuery): string {
  const params = new URLSearchParams()
  if (query.status) params.set('status', query.status)
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Status and page of the admin outbox, kept in the URL so a filtered list can be reloaded. */
export function useAdminOutboxQuery() {
  const [params] = useSearchParams()
  const search = params.toString()
  return useMemo(() => parseAdminOutboxQuery(new URLSearchParams(search)), [search])
}
