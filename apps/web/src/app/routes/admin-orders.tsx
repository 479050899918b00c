import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { PageHeader } from '../../components/layout/page-header'
import { adminOrderQueries } from '../../features/admin/api/admin-orders'
import { AdminNav } from '../../features/admin/components/admin-nav'
import { AdminOrders } from '../../features/admin/components/admin-orders'
import { parseAdminOrderQuery } from '../../features/admin/hooks/use-admin-order-filters'
import { storedSessionMayOpen } from '../../features/auth/session'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

/** Starts the list's request with the page's code; the page shows its own loading and errors. */
export const loader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    if (storedSessionMayOpen('admin')) {
      const query = parseAdminOrderQuery(new URL(request.url).searchParams)
      void queryClient.prefetchQuery(adminOrderQueries.list(query))
    }
    return null
  }

export const meta = {
  title: 'Orders',
  description:
    'Every Learnlane order, newest first. Open one to see its details, record a payment, complete, cancel or refund it.',
  canonicalPath: paths.adminOrders,
  noindex: true,
} satisfies PageMeta

export default function AdminOrdersPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Orders"
        crumbs={[{ label: 'Admin' }, { label: 'Orders' }]}
        description="Every order, newest first. Open one to see its details, record a payment, complete, cancel or refund it."
      >
        <AdminNav />
      </PageHeader>
      <div className="section">
        <div className="container">
          <AdminOrders />
        </div>
      </div>
    </>
  )
}
