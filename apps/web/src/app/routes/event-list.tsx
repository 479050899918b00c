import { PageHeader } from '../../components/layout/page-header'
import { EventList } from '../../features/catalog/events/event-list'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Events',
  description:
    'Live sessions, clinics and meet-ups with Learnlane instructors. Register to save your seat.',
  canonicalPath: paths.events,
  image: siteCard,
} satisfies PageMeta

export default function EventListPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Events"
        description="Live sessions, clinics and meet-ups with Learnlane instructors. Register to save your seat."
      />
      <EventList />
    </>
  )
}
