import type { QueryClient } from '@tanstack/react-query'
import { PageHeader } from '../../components/layout/page-header'
import { sessionDisputeQueries } from '../../features/admin/api/admin-session-disputes'
import { AdminNav } from '../../features/admin/components/admin-nav'
import { AdminSessionDisputes } from '../../features/admin/components/admin-session-disputes'
import { storedSessionMayOpen } from '../../features/auth/session'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

/** Starts the list's request with the page's code; the page shows its own loading and errors. */
export const loader = (queryClient: QueryClient) => () => {
  if (storedSessionMayOpen('admin')) void queryClient.prefetchQuery(sessionDisputeQueries.list())
  return null
}

export const meta = {
  title: 'Session disputes',
  description:
    'Mentoring sessions whose outcome one party disputed, oldest first. Read both sides, then uphold or overturn the outcome.',
  canonicalPath: paths.adminSessionDisputes,
  noindex: true,
} satisfies PageMeta

export default function AdminSessionDisputesPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Session disputes"
        crumbs={[{ label: 'Admin' }, { label: 'Session disputes' }]}
        description="After a session either party may say it was held or that the other did not come, and the other may dispute that once. Read both sides and decide: when a mentor’s no-show is upheld, the student gets back what they paid for a paid session."
      >
        <AdminNav />
      </PageHeader>
      <div className="section">
        <div className="container">
          <AdminSessionDisputes />
        </div>
      </div>
    </>
  )
}
