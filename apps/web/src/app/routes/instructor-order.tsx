import { PageHeader } from '../../components/layout/page-header'

export default function InstructorOrderPage() {
  return <PageHeader title="Order" />
}
