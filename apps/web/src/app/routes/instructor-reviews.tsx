import { PageHeader } from '../../components/layout/page-header'

export default function InstructorReviewsPage() {
  return <PageHeader title="Reviews" />
}
