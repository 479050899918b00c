import { BookOpen, CircleCheck, PlayCircle, Plus, Search } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { paths } from '../../../config/paths'
import type { DashboardArea } from './dashboard-nav'

/** The spec's three course statuses, in tab order. */
const TABS = [
  { value: 'Enrolled Courses', icon: BookOpen, empty: 'No enrolled courses yet' },
  { value: 'Active Courses', icon: PlayCircle, empty: 'No active courses' },
  { value: 'Completed Courses', icon: CircleCheck, empty: 'No completed courses yet' },
] as const

/** My Courses: Enrolled (all), Active and Completed tabs, each listing the account's courses. */
export function MyCourses({ area }: { area: DashboardArea }) {
  return (
    <Tabs defaultValue={TABS[0].value}>
      <TabList label="Course status">
        {TABS.map(({ value, icon: Icon }) => (
          <Tab key={value} value={value} icon={<Icon size={18} />}>
            {value}
          </Tab>
        ))}
      </TabList>
      {TABS.map(({ value, icon: Icon, empty }) => (
        <TabPanel key={value} value={value}>
          <EmptyState
            icon={<Icon />}
            title={empty}
            description={
              area === 'instructor'
                ? 'Courses you join as a learner appear here with your progress. The courses you teach are built from Create a New Course.'
                : 'Courses you enroll in appear here with your progress, so you can pick up where you left off.'
            }
            action={
              <>
                <Link to={paths.courses} className={buttonClassName()}>
                  <Search aria-hidden="true" size={18} />
                  Explore courses
                </Link>
                {area === 'instructor' ? (
                  <Link
                    to={paths.instructorArea.addCourse}
                    className={buttonClassName({ variant: 'secondary' })}
                  >
                    <Plus aria-hidden="true" size={18} />
                    Create a New Course
                  </Link>
                ) : null}
              </>
            }
          />
        </TabPanel>
      ))}
    </Tabs>
  )
}
