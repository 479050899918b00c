import { PageHeader } from '../../components/layout/page-header'

export default function BecomeTeacherPage() {
  return <PageHeader title="Become a Teacher" />
}
