import { PageHeader } from '../../components/layout/page-header'

export default function InstructorQuizzesPage() {
  return <PageHeader title="Quizzes" />
}
