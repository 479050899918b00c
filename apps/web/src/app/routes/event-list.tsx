import { PageHeader } from '../../components/layout/page-header'
import { EventList } from '../../features/catalog/events/event-list'

export default function EventListPage() {
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
