import { PageHeader } from '../../components/layout/page-header'

export default function StudentSettingPage() {
  return <PageHeader title="Setting" />
}
