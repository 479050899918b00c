import { PageHeader } from '../../components/layout/page-header'

export default function ShopListPage() {
  return <PageHeader title="Shop" />
}
