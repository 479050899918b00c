import { PageHeader } from '../../components/layout/page-header'

export default function InstructorAddCoursePage() {
  return <PageHeader title="Create a New Course" />
}
