import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { PageHeader } from '../../components/layout/page-header'
import { adminOutboxQueries } from '../../features/admin/api/admin-outbox'
import { AdminNav } from '../../features/admin/components/admin-nav'
import { AdminOutbox } from '../../features/admin/components/admin-outbox'
import { parseAdminOutboxQuery } from '../../features/admin/hooks/use-admin-outbox-query'
import { storedSessionMayOpen } from '../../features/auth/session'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

/** Starts the list's request with the page's code; the page shows its own loading and errors. */
export const loader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    if (storedSessionMayOpen('admin')) {
      const query = parseAdminOutboxQuery(new URL(request.url).searchParams)
      void queryClient.prefetchQuery(adminOutboxQueries.list(query))
    }
    return null
  }

export const meta = {
  title: 'Outbox',
  description:
    'Every e-mail Learnlane writes, newest first, with its recipient and delivery status. Open one to read its text and links.',
  canonicalPath: paths.adminOutbox,
  noindex: true,
} satisfies PageMeta

export default function AdminOutboxPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Outbox"
        crumbs={[{ label: 'Admin' }, { label: 'Outbox' }]}
        description="Every e-mail Learnlane writes, newest first, with its recipient and delivery status. Open one to read its text and links."
      >
        <AdminNav />
      </PageHeader>
      <div className="section">
        <div className="container">
          <AdminOutbox />
        </div>
      </div>
    </>
  )
}
