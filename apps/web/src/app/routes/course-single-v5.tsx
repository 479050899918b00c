import { PageHeader } from '../../components/layout/page-header'

export default function CourseSingleV5Page() {
  return <PageHeader title="Course" />
}
