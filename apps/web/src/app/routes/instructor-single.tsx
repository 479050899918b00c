import { PageHeader } from '../../components/layout/page-header'

export default function InstructorSinglePage() {
  return <PageHeader title="Instructor" />
}
