import { PageHeader } from '../../components/layout/page-header'

export default function InstructorListPage() {
  return <PageHeader title="Instructor" />
}
