import type { QueryClient } from '@tanstack/react-query'
import { PageHeader } from '../../components/layout/page-header'
import { adminEarningsQueries } from '../../features/admin/api/admin-earnings'
import { AdminEarnings } from '../../features/admin/components/admin-earnings'
import { AdminNav } from '../../features/admin/components/admin-nav'
import { storedSessionMayOpen } from '../../features/auth/session'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

/** Starts the request with the page's code; the page shows its own loading and errors. */
export const loader = (queryClient: QueryClient) => () => {
  if (storedSessionMayOpen('admin')) void queryClient.prefetchQuery(adminEarningsQueries.platform())
  return null
}

export const meta = {
  title: 'Earnings',
  description:
    'Sales, platform fees, refunds and payouts per month, and what each mentor is owed. Record the payouts you send.',
  canonicalPath: paths.adminEarnings,
  noindex: true,
} satisfies PageMeta

export default function AdminEarningsPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Earnings"
        crumbs={[{ label: 'Admin' }, { label: 'Earnings' }]}
        description="What the platform kept each month, and each mentor’s pending, available and paid-out money. Record a payout when you send one."
      >
        <AdminNav />
      </PageHeader>
      <div className="section">
        <div className="container">
          <AdminEarnings />
        </div>
      </div>
    </>
  )
}
