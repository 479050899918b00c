import { useQuery } from '@tanstack/react-query'
import { CalendarClock, CalendarSync, Clock, Layers, ShieldCheck } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { paths } from '../../../config/paths'
import { instructorSessionQueries } from '../api/instructor-sessions'
import { partitionBookings } from '../mentor-bookings'
import { MentoringBookings } from './mentoring-bookings'
import { MentoringCalendarFeed } from './mentoring-calendar-feed'
import { MentoringHours } from './mentoring-hours'
import { MentoringPolicy } from './mentoring-policy'
import { MentoringTypes } from './mentoring-types'
import './mentoring.css'

/** The tabs, each with its `?tab=` slug (the first one has none). */
const TABS = [
  { value: 'Bookings', slug: '', icon: CalendarClock },
  { value: 'Session types', slug: 'types', icon: Layers },
  { value: 'Hours', slug: 'hours', icon: Clock },
  { value: 'Policy', slug: 'policy', icon: ShieldCheck },
  { value: 'Calendar feed', slug: 'calendar', icon: CalendarSync },
] as const
type TabValue = (typeof TABS)[number]['value']

/** `?tab=hours`: the open tab lives in the URL, so a reload or a shared link keeps it. */
function tabFrom(params: URLSearchParams): TabValue {
  const wanted = params.get('tab') ?? ''
  return (TABS.find((tab) => tab.slug === wanted) ?? TABS[0]).value
}

/**
 * The mentor's Sessions page (GET /api/instructor/sessions): bookings to answer and run, the
 * session types offered, the hours, the cancellation policy and the calendar feed.
 */
export function MentoringPanel() {
  const [params, setParams] = useSearchParams()
  const query = useQuery(instructorSessionQueries.mine())
  if (query.isPending) return <PanelLoading label="Loading your sessions…" />
  if (query.isError) {
    return (
      <PanelError
        title="Your sessions could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }
  if (query.data.instructorId === null) {
    // An admin account without a mentor profile: nothing of its own to offer or run.
    return (
      <EmptyState
        icon={<CalendarClock size={28} />}
        title="No mentor profile on this account"
        description="Sessions are offered and run from a mentor’s own account. As an admin, you settle the outcomes students and mentors dispute."
        action={
          <Link to={paths.adminSessionDisputes} className={buttonClassName({})}>
            Session disputes
          </Link>
        }
      />
    )
  }
  const { availability, policy, types, bookings } = query.data
  const requests = partitionBookings(bookings, new Date()).requests.length
  const onTab = (next: string) => {
    const slug = TABS.find((tab) => tab.value === next)?.slug ?? ''
    setParams(slug ? { tab: slug } : {}, { replace: true })
  }

  return (
    <Tabs
      defaultValue="Bookings"
      value={tabFrom(params)}
      onValueChange={onTab}
      className="mentoring"
    >
      <TabList label="Sessions">
        {TABS.map(({ value, icon: Icon }) => (
          <Tab key={value} value={value} icon={<Icon size={18} />}>
            {value}
            {value === 'Bookings' && requests ? (
              <span className="mentoring-count">{requests}</span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="Bookings">
        <MentoringBookings bookings={bookings} mentorZone={availability.timeZone} />
      </TabPanel>
      <TabPanel value="Session types">
        <MentoringTypes types={types} />
      </TabPanel>
      <TabPanel value="Hours">
        <MentoringHours availability={availability} />
      </TabPanel>
      <TabPanel value="Policy">
        <MentoringPolicy policy={policy} />
      </TabPanel>
      <TabPanel value="Calendar feed">
        <MentoringCalendarFeed />
      </TabPanel>
    </Tabs>
  )
}
