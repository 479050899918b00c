import { PageHeader } from '../../components/layout/page-header'

export default function SearchPage() {
  return <PageHeader title="Search" />
}
