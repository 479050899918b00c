import { Plus, Search } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { paths } from '../../../config/paths'
import { COURSE_TABS } from './course-tabs'
import type { DashboardArea } from './dashboard-nav'
import { StudentCourses } from './student-courses'

/**
 * My Courses: Enrolled (all), Active and Completed tabs. A student sees their enrolments; a
 * mentor's account does not enrol (course purchases need a student account), so the tabs say
 * where the courses they teach are built.
 */
export function MyCourses({ area }: { area: DashboardArea }) {
  if (area === 'student') return <StudentCourses />
  return (
    <Tabs defaultValue={COURSE_TABS[0].label}>
      <TabList label="Course status">
        {COURSE_TABS.map(({ label, icon: Icon }) => (
          <Tab key={label} value={label} icon={<Icon size={18} />}>
            {label}
          </Tab>
        ))}
      </TabList>
      {COURSE_TABS.map(({ label, icon: Icon, empty }) => (
        <TabPanel key={label} value={label}>
          <EmptyState
            icon={<Icon />}
            title={empty}
            description="Courses you join as a learner appear here with your progress. The courses you teach are built from Create a New Course."
            action={
              <>
                <Link to={paths.courses} className={buttonClassName()}>
                  <Search aria-hidden="true" size={18} />
                  Explore courses
                </Link>
                <Link
                  to={paths.instructorArea.addCourse}
                  className={buttonClassName({ variant: 'secondary' })}
                >
                  <Plus aria-hidden="true" size={18} />
                  Create a New Course
                </Link>
              </>
            }
          />
        </TabPanel>
      ))}
    </Tabs>
  )
}
