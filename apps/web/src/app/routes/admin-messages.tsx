import { PageHeader } from '../../components/layout/page-header'
import { AdminMessages } from '../../features/admin/components/admin-messages'
import { AdminNav } from '../../features/admin/components/admin-nav'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Messages',
  description:
    'Contact messages and newsletter subscribers, newest first, with the delivery status of each e-mail sent by Learnlane.',
  canonicalPath: paths.adminMessages,
  noindex: true,
} satisfies PageMeta

export default function AdminMessagesPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Messages"
        crumbs={[{ label: 'Admin' }, { label: 'Messages' }]}
        description="Contact messages and newsletter subscribers, newest first, with the delivery status of each e-mail."
      >
        <AdminNav />
      </PageHeader>
      <div className="section">
        <div className="container">
          <AdminMessages />
        </div>
      </div>
    </>
  )
}
