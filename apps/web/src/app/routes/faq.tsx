import { PageHeader } from '../../components/layout/page-header'
import { FaqGroups } from '../../features/marketing/faq-groups'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Frequently Asked Questions',
  description:
    'Answers about buying courses, refunds and creating your own course on Learnlane, from payment methods to publishing your first lessons.',
  canonicalPath: paths.faq,
  image: siteCard,
} satisfies PageMeta

export default function FaqPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        crumbs={[{ label: 'FAQ' }]}
        description="Answers about buying courses, refunds and creating your own course on Learnlane."
      />
      <div className="section">
        <FaqGroups />
      </div>
    </>
  )
}
