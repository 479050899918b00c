import { PageHeader } from '../../components/layout/page-header'

export default function StudentDashboardPage() {
  return <PageHeader title="Dashboard" />
}
