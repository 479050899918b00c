import { PageHeader } from '../../components/layout/page-header'
import { HelpResults, HelpSearch } from '../../features/marketing/help-center'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Help Center',
  description:
    'Search our guides or browse a topic to find answers about your account, courses, payments and the apps.',
  canonicalPath: paths.helpCenter,
  image: siteCard,
} satisfies PageMeta

export default function HelpCenterPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Help Center"
        description="Search our guides or browse a topic to find answers about your account, courses, payments and the apps."
      >
        <HelpSearch />
      </PageHeader>
      <HelpResults />
    </>
  )
}
