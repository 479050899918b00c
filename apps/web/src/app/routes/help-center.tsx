import { PageHeader } from '../../components/layout/page-header'

export default function HelpCenterPage() {
  return <PageHeader title="Help Center" />
}
