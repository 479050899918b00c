import { PageHeader } from '../../components/layout/page-header'

export default function InstructorMyCoursesPage() {
  return <PageHeader title="My Courses" />
}
