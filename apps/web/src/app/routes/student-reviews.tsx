import { PageHeader } from '../../components/layout/page-header'

export default function StudentReviewsPage() {
  return <PageHeader title="Reviews" />
}
