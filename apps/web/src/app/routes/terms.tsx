import { PageHeader } from '../../components/layout/page-header'
import { TermsDocument } from '../../features/marketing/terms-document'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Terms & Conditions',
  description:
    'The rules for using Learnlane: your account, what you may do with courses, and how we run the service.',
  canonicalPath: paths.terms,
  image: siteCard,
} satisfies PageMeta

export default function TermsPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Terms & Conditions"
        description="The rules for using Learnlane: your account, what you may do with courses, and how we run the service."
      />
      <TermsDocument />
    </>
  )
}
