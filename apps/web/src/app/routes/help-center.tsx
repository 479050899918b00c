import { PageHeader } from '../../components/layout/page-header'
import { HelpResults, HelpSearch } from '../../features/marketing/help-center'

export default function HelpCenterPage() {
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
