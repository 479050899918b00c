import { PageHeader } from '../../components/layout/page-header'

export default function EventListPage() {
  return <PageHeader title="Events" />
}
