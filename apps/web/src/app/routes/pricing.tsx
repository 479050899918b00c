import { PageHeader } from '../../components/layout/page-header'
import { PricingPlans } from '../../features/catalog/pricing/pricing-plans'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Pricing',
  description:
    'Start free, upgrade when you are ready. Every paid plan includes certificates and unlimited course access.',
  canonicalPath: paths.pricing,
  image: siteCard,
} satisfies PageMeta

export default function PricingPage() {
  usePageMeta(meta)
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
