import { PageHeader } from '../../components/layout/page-header'

export default function NotFoundPage() {
  return <PageHeader title="Page not found" />
}
