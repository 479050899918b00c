import { PageHeader } from '../../components/layout/page-header'

export default function ShopSinglePage() {
  return <PageHeader title="Product" />
}
