import { COURSE_STATES, COURSE_STATE_LABELS, type CourseState } from '@app/domain/authoring'
import { useQuery } from '@tanstack/react-query'
import { BookOpen, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { notify } from '../../../components/ui/toasts'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { authoringQueries, useCourseAction, type CourseAction } from '../api/authoring'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { InstructorCourseCard } from './instructor-course-card'
import { RemoveCourseDialog } from './remove-course-dialog'
import './authoring.css'

const ALL = 'all'
type Filter = CourseState | typeof ALL
const FILTERS: Filter[] = [ALL, ...COURSE_STATES]
const LABELS: Record<Filter, string> = { all: 'All Courses', ...COURSE_STATE_LABELS }
const EMPTY: Record<Filter, string> = {
  all: 'You have not created a course yet',
  pending: 'No draft course',
  in_review: 'No course is waiting for review',
  rejected: 'No course needs changes',
  published: 'No published course yet',
  unpublished: 'No unpublished course',
}

const filterOf = (params: URLSearchParams): Filter => {
  const value = params.get('state')
  return (COURSE_STATES as readonly string[]).includes(value ?? '') ? (value as CourseState) : ALL
}
const pageOf = (params: URLSearchParams) => {
  const n = Number(params.get('page'))
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/**
 * The instructor's My Courses: every course they teach with its state (Draft, In review,
 * Rejected with the reviewer's reason, Published, Unpublished), filtered by state, 6 per page,
 * with Publish (sends it for review) / Unpublish / Edit / Remove.
 */
export function InstructorCourses() {
  const [params, setParams] = useSearchParams()
  const filter = filterOf(params)
  const list = useQuery(
    authoringQueries.courses(filter === ALL ? undefined : filter, pageOf(params)),
  )
  const action = useCourseAction()
  const [removing, setRemoving] = useState<{ id: number; title: string } | null>(null)

  const runAction = async (id: number, title: string, kind: CourseAction) => {
    try {
      await action.mutateAsync({ id, action: kind })
      notify.success(
        kind === 'publish'
          ? `“${title}” is sent for review: it goes live once an admin approves it.`
          : `“${title}” is unpublished: enrolled students keep their access.`,
      )
    } catch (err) {
      notify.error(errorMessage(err))
    }
  }

  const counts = list.data?.counts
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params)
    if (p === 1) next.delete('page')
    else next.set('page', String(p))
    return `?${next.toString()}`
  }
  return (
    <Tabs
      defaultValue={ALL}
      value={filter}
      onValueChange={(v) => setParams(v === ALL ? {} : { state: v })}
      className="authoring-my-courses"
    >
      <div className="authoring-my-courses__bar">
        <TabList label="Course state" className="authoring-tabs authoring-tabs--states">
          {FILTERS.map((f) => (
            <Tab key={f} value={f}>
              {LABELS[f]}
              {counts ? <span className="authoring-count">{counts[f]}</span> : null}
            </Tab>
          ))}
        </TabList>
      </div>
      <TabPanel value={filter}>
        {list.isPending ? (
          <PanelLoading label="Loading your courses…" />
        ) : list.isError ? (
          <PanelError
            title="Your courses could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={<BookOpen />}
            title={EMPTY[filter]}
            description="Create a course with its curriculum, then Publish it: an admin reviews every course before it goes live."
            action={
              <Link to={paths.instructorArea.addCourse} className={buttonClassName()}>
                <Plus aria-hidden="true" size={18} />
                Create a New Course
              </Link>
            }
          />
        ) : (
          <>
            <ul
              className={cx('authoring-courses', list.isPlaceholderData && 'is-updating')}
              aria-label={LABELS[filter]}
            >
              {list.data.items.map((course) => (
                <InstructorCourseCard
                  key={course.id}
                  course={course}
                  busy={
                    action.isPending && action.variables.id === course.id
                      ? action.variables.action
                      : null
                  }
                  onAction={(kind) => void runAction(course.id, course.title, kind)}
                  onRemove={() => setRemoving({ id: course.id, title: course.title })}
                />
              ))}
            </ul>
            <Pagination
              label="Course pages"
              page={list.data.page}
              pageCount={list.data.pageCount}
              hrefFor={hrefFor}
              className="dash-pagination"
            />
          </>
        )}
      </TabPanel>
      <RemoveCourseDialog course={removing} onClose={() => setRemoving(null)} />
    </Tabs>
  )
}
