import { PageHeader } from '../../components/layout/page-header'
import { PricingPlans } from '../../features/catalog/pricing/pricing-plans'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Pricing',
  description:
    'Start free and buy courses one at a time, each with its certificate. Pro and Teams subscriptions are coming.',
  canonicalPath: paths.pricing,
  image: siteCard,
} satisfies PageMeta

export default function PricingPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader title="Pricing" description={meta.description} />
      <PricingPlans />
    </>
  )
}
