import type { LearningCourse } from '@app/domain/learning'
import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { paths } from '../../../config/paths'
import { pageFromSearch } from '../../../lib/page-param'
import { meQueries } from '../api/me'
import { EnrolledCourseCard } from './enrolled-course-card'
import { COURSE_TABS, type CourseTab } from './course-tabs'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'

/** Dashboard course lists show 6 per page (SPEC section 9). */
export const COURSES_PER_PAGE = 6

/** Which courses a tab lists: all, those in progress, those with every lesson complete. */
export function coursesInTab(courses: LearningCourse[], tab: CourseTab['key']): LearningCourse[] {
  if (tab === 'active') return courses.filter((c) => c.status === 'active')
  if (tab === 'completed') return courses.filter((c) => c.status === 'completed')
  return courses
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
 * The student's My Courses (GET /api/me/learning): Enrolled (all), Active (in progress) and
 * Completed (100%) tabs, 6 courses a page, each with its progress; tab and page live in the URL
 * (?status=active&page=2).
 */
export function StudentCourses() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const tab = tabFromSearch(params)
  const learning = useQuery(meQueries.learning())
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
            {t.key !== tab ? null : learning.isPending ? (
              <PanelLoading label="Loading your courses…" />
            ) : learning.isError ? (
              <PanelError
                title="Your courses could not be loaded"
                error={learning.error}
                onRetry={() => void learning.refetch()}
                isRetrying={learning.isFetching}
              />
            ) : (
              <CoursePage
                tab={t}
                courses={coursesInTab(learning.data.items, t.key)}
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
  courses: LearningCourse[]
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
        {courses.slice(start, start + COURSES_PER_PAGE).map((item) => (
          <li key={item.courseId}>
            <EnrolledCourseCard item={item} />
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
