import type { QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { adminOutboxQueries } from '../../features/admin/api/admin-outbox'
import { AdminOutboxMessageDetail } from '../../features/admin/components/admin-outbox-message'
import { storedSessionMayOpen } from '../../features/auth/session'

/** Starts the message's request with the page's code; the page shows its own loading and errors. */
export const loader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id && storedSessionMayOpen('admin')) {
      void queryClient.prefetchQuery(adminOutboxQueries.detail(params.id))
    }
    return null
  }

export default function AdminOutboxMessagePage() {
  const { id = '' } = useParams()
  return <AdminOutboxMessageDetail key={id} id={id} />
}
