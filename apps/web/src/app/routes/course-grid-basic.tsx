import { PageHeader } from '../../components/layout/page-header'

export default function CourseGridBasicPage() {
  return <PageHeader title="Courses" />
}
