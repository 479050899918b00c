import { PageHeader } from '../../components/layout/page-header'

export default function StudentMyCoursesPage() {
  return <PageHeader title="My Courses" />
}
