import { PageHeader } from '../../components/layout/page-header'

export default function ShopOrderPage() {
  return <PageHeader title="Order" />
}
