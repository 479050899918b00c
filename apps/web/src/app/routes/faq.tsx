import { PageHeader } from '../../components/layout/page-header'
import { FaqGroups } from '../../features/marketing/faq-groups'

export default function FaqPage() {
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
