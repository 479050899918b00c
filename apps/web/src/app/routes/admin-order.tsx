import type { QueryClient } from '@tanstack/react-query'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { adminOrderQueries } from '../../features/admin/api/admin-orders'
import { AdminOrderDetail } from '../../features/admin/components/admin-order-detail'
import { storedSessionMayOpen } from '../../features/auth/session'

/** Starts the order's request with the page's code; the page shows its own loading and errors. */
export const loader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id && storedSessionMayOpen('admin')) {
      void queryClient.prefetchQuery(adminOrderQueries.detail(params.id))
    }
    return null
  }

export default function AdminOrderPage() {
  const { id = '' } = useParams()
  return <AdminOrderDetail key={id} id={id} />
}
