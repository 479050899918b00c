import { PageHeader } from '../../components/layout/page-header'

export default function CategoriesPage() {
  return <PageHeader title="Categories" />
}
