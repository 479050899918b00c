import { PageHeader } from '../../components/layout/page-header'
import { AdminMessages } from '../../features/admin/components/admin-messages'

export default function AdminMessagesPage() {
  return (
    <>
      <PageHeader
        title="Messages"
        crumbs={[{ label: 'Admin' }, { label: 'Messages' }]}
        description="Contact messages and newsletter subscribers, newest first, with the delivery status of each e-mail."
      />
      <div className="section">
        <div className="container">
          <AdminMessages />
        </div>
      </div>
    </>
  )
}
