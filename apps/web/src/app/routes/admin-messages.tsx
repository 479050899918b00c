import { PageHeader } from '../../components/layout/page-header'
import { AdminMessages } from '../../features/admin/components/admin-messages'
import { AdminNav } from '../../features/admin/components/admin-nav'

export default function AdminMessagesPage() {
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
