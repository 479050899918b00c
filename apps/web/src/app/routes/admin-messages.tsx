import { PageHeader } from '../../components/layout/page-header'

export default function AdminMessagesPage() {
  return <PageHeader title="Messages" />
}
