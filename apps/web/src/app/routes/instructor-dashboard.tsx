import { PageHeader } from '../../components/layout/page-header'

export default function InstructorDashboardPage() {
  return <PageHeader title="Dashboard" />
}
