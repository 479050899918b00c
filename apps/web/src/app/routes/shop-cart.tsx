import { PageHeader } from '../../components/layout/page-header'

export default function ShopCartPage() {
  return <PageHeader title="Cart" />
}
