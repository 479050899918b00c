import { PageHeader } from '../../components/layout/page-header'

export default function LessonPage() {
  return <PageHeader title="Lesson" />
}
