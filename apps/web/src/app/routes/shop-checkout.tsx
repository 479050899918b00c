import { PageHeader } from '../../components/layout/page-header'

export default function ShopCheckoutPage() {
  return <PageHeader title="Checkout" />
}
