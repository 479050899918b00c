import { PageHeader } from '../../components/layout/page-header'

export default function PricingPage() {
  return <PageHeader title="Pricing" />
}
