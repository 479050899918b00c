import { PageHeader } from '../../components/layout/page-header'

export default function InstructorSettingPage() {
  return <PageHeader title="Setting" />
}
