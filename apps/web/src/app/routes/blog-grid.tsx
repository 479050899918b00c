import { PageHeader } from '../../components/layout/page-header'

export default function BlogGridPage() {
  return <PageHeader title="Blog" />
}
