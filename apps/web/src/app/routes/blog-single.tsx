import { PageHeader } from '../../components/layout/page-header'

export default function BlogSinglePage() {
  return <PageHeader title="Article" />
}
