import { PageHeader } from '../../components/layout/page-header'
import { PricingPlans } from '../../features/catalog/pricing/pricing-plans'

export default function PricingPage() {
  return (
    <>
      <PageHeader
        title="Pricing"
        description="Start free, upgrade when you are ready. Every paid plan includes certificates and unlimited course access."
      />
      <PricingPlans />
    </>
  )
}
