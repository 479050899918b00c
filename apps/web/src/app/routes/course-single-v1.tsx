import { PageHeader } from '../../components/layout/page-header'

export default function CourseSingleV1Page() {
  return <PageHeader title="Course" />
}
