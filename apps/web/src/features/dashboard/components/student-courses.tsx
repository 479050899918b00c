import type { Enrolment } from '@app/domain/learning'
import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { paths } from '../../../config/paths'
import { meQueries, pageFromSearch } from '../api/me'
import { COURSE_PROGRESS, EnrolledCourseCard } from './enrolled-course-card'
import { COURSE_TABS, type CourseTab } from './course-tabs'
import { PanelError, PanelLoading } from './panel-states'

/** Dashboard course lists show 6 per page (SPEC section 9). */
export const COURSES_PER_PAGE = 6

/** Completion waits for lesson progress, which is not recorded yet: no course is complete. */
const isComplete = (_enrolment: Enrolment) => COURSE_PROGRESS >= 100

/** Which enrolments a tab lists: all, those not complete, those complete. */
export function coursesInTab(enrolments: Enrolment[], tab: CourseTab['key']): Enrolment[] {
  if (tab === 'active') return enrolments.filter((e) => !isComplete(e))
  if (tab === 'completed') return enrolments.filter(isComplete)
  return enrolments
}

/** The figures the dashboard can give from enrolments alone. */
export function enrolmentCounts(enrolments: Enrolment[]) {
  return {
    enrolled: enrolments.length,
    active: coursesInTab(enrolments, 'active').length,
    completed: coursesInTab(enrolments, 'completed').length,
  }
}

/** Scrolls a narrow screen's tab row so the selected tab (opened from the URL) is in view. */
function useSelectedTabInView(key: string) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const tab = ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    const list = tab?.closest<HTMLElement>('[role="tablist"]')
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return
    const offset = tab.getBoundingClientRect().left - list.getBoundingClientRect().left
    list.scrollLeft += offset - (list.clientWidth - tab.offsetWidth) / 2
  }, [key])
  return ref
}

function tabFromSearch(params: URLSearchParams): CourseTab['key'] {
  const value = params.get('status')
  return COURSE_TABS.find((t) => t.key === value)?.key ?? 'enrolled'
}

/**
 * The student's My Courses (GET /api/me/enrolments): Enrolled (all), Active and Completed tabs,
 * 6 courses a page; tab and page live in the URL (?status=active&page=2).
 */
export function StudentCourses() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const tab = tabFromSearch(params)
  const enrolments = useQuery(meQueries.enrolments())
  const hrefFor = (key: CourseTab['key'], page = 1) => {
    const next = new URLSearchParams()
    if (key !== 'enrolled') next.set('status', key)
    if (page > 1) next.set('page', String(page))
    return `?${next.toString()}`
  }
  const current = COURSE_TABS.find((t) => t.key === tab)!
  const rootRef = useSelectedTabInView(tab)

  return (
    <div ref={rootRef}>
      <Tabs
        defaultValue={COURSE_TABS[0].label}
        value={current.label}
        onValueChange={(label) => {
          const next = COURSE_TABS.find((t) => t.label === label)
          if (next) void navigate(hrefFor(next.key), { preventScrollReset: true })
        }}
      >
        <TabList label="Course status">
          {COURSE_TABS.map(({ label, icon: Icon }) => (
            <Tab key={label} value={label} icon={<Icon size={18} />}>
              {label}
            </Tab>
          ))}
        </TabList>
        {COURSE_TABS.map((t) => (
          <TabPanel key={t.key} value={t.label}>
            {t.key !== tab ? null : enrolments.isPending ? (
              <PanelLoading label="Loading your courses…" />
            ) : enrolments.isError ? (
              <PanelError
                title="Your courses could not be loaded"
                error={enrolments.error}
                onRetry={() => void enrolments.refetch()}
                isRetrying={enrolments.isFetching}
              />
            ) : (
              <CoursePage
                tab={t}
                courses={coursesInTab(enrolments.data.items, t.key)}
                page={pageFromSearch(params)}
                hrefFor={(page) => hrefFor(t.key, page)}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  )
}

function CoursePage({
  tab,
  courses,
  page,
  hrefFor,
}: {
  tab: CourseTab
  courses: Enrolment[]
  page: number
  hrefFor: (page: number) => string
}) {
  if (courses.length === 0) {
    const Icon = tab.icon
    return (
      <EmptyState
        icon={<Icon />}
        title={tab.empty}
        description={tab.emptyText}
        action={
          <Link to={paths.courses} className={buttonClassName()}>
            <Search aria-hidden="true" size={18} />
            Explore courses
          </Link>
        }
      />
    )
  }
  const pageCount = Math.ceil(courses.length / COURSES_PER_PAGE)
  const shown = Math.min(page, pageCount)
  const start = (shown - 1) * COURSES_PER_PAGE
  return (
    <>
      <ul className="enrolled-grid">
        {courses.slice(start, start + COURSES_PER_PAGE).map((enrolment) => (
          <li key={enrolment.courseId}>
            <EnrolledCourseCard enrolment={enrolment} />
          </li>
        ))}
      </ul>
      <Pagination
        label={`${tab.label} pages`}
        page={shown}
        pageCount={pageCount}
        hrefFor={hrefFor}
        className="dash-pagination"
      />
    </>
  )
}
