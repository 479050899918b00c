import { PageHeader } from '../../components/layout/page-header'

export default function UnauthorizedPage() {
  return <PageHeader title="Unauthorized" />
}
