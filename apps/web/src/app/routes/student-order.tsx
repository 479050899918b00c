import { PageHeader } from '../../components/layout/page-header'

export default function StudentOrderPage() {
  return <PageHeader title="Order" />
}
