import { PageHeader } from '../../components/layout/page-header'

export default function StudentQuizzesPage() {
  return <PageHeader title="Quizzes" />
}
