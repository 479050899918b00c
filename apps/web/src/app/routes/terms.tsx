import { PageHeader } from '../../components/layout/page-header'
import { TermsDocument } from '../../features/marketing/terms-document'

export default function TermsPage() {
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
