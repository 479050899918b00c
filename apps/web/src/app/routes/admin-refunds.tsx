import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { PageHeader } from '../../components/layout/page-header'
import { adminRefundQueries } from '../../features/admin/api/admin-refunds'
import { AdminNav } from '../../features/admin/components/admin-nav'
import {
  AdminRefunds,
  refundFilterOf,
  refundStateOf,
} from '../../features/admin/components/admin-refunds'
import { storedSessionMayOpen } from '../../features/auth/session'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

/** Starts the list's request with the page's code; the page shows its own loading and errors. */
export const loader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    if (storedSessionMayOpen('admin')) {
      const filter = refundFilterOf(new URL(request.url).searchParams)
      void queryClient.prefetchQuery(adminRefundQueries.list(refundStateOf(filter)))
    }
    return null
  }

export const meta = {
  title: 'Refund requests',
  description:
    'Refund requests of students who completed a quarter of a course or hold its certificate, newest first. Grant or decline each one.',
  canonicalPath: paths.adminRefunds,
  noindex: true,
} satisfies PageMeta

export default function AdminRefundsPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Refund requests"
        crumbs={[{ label: 'Admin' }, { label: 'Refund requests' }]}
        description="Refunds within 30 days are granted at once when a student has completed less than a quarter of the lessons and has no certificate. The other requests wait here: grant or decline each one, with a note if you like."
      >
        <AdminNav />
      </PageHeader>
      <div className="section">
        <div className="container">
          <AdminRefunds />
        </div>
      </div>
    </>
  )
}
