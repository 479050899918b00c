import { PageHeader } from '../../components/layout/page-header'

export default function CourseGridLeftSidebarPage() {
  return <PageHeader title="Courses" />
}
