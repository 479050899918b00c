import type { MyLearning } from '@app/domain/learning'
import { useQuery } from '@tanstack/react-query'
import {
  Award,
  BookOpen,
  CircleCheck,
  GraduationCap,
  ListChecks,
  PlayCircle,
  Search,
} from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { pageFromSearch } from '../../../lib/page-param'
import { meQueries } from '../api/me'
import { DataTable } from './data-table'
import { PanelError } from '../../../components/ui/panel-states'
import { StatTiles, type StatTile } from './stat-tiles'
import { COURSES_PER_PAGE } from './student-courses'
import './student-learning.css'

/** A student's six counters, each named for what it counts; `null` while they load. */
export function studentTiles(counts: MyLearning['counts'] | null): StatTile[] {
  const value = (key: keyof MyLearning['counts']) => (counts ? counts[key] : null)
  return [
    { label: 'Enrolled Courses', value: value('enrolled'), icon: BookOpen, tone: 'indigo' },
    { label: 'Active Courses', value: value('active'), icon: PlayCircle, tone: 'blue' },
    { label: 'Completed Courses', value: value('completed'), icon: CircleCheck, tone: 'green' },
    { label: 'Certificates', value: value('certificates'), icon: Award, tone: 'amber' },
    {
      label: 'Lessons Completed',
      value: value('lessonsCompleted'),
      icon: ListChecks,
      tone: 'teal',
    },
    { label: 'Quizzes Passed', value: value('quizzesPassed'), icon: GraduationCap, tone: 'pink' },
  ]
}

/**
 * The student's dashboard home, from GET /api/me/learning: six counters from the enrolments and
 * lesson progress, and the courses with their progress, latest activity first, 6 a page.
 */
export function StudentHome() {
  const [params] = useSearchParams()
  const learning = useQuery(meQueries.learning())
  const items = learning.data?.items

  if (learning.isError) {
    return (
      <PanelError
        title="Your courses could not be loaded"
        error={learning.error}
        onRetry={() => void learning.refetch()}
        isRetrying={learning.isFetching}
      />
    )
  }

  const pageCount = Math.max(1, Math.ceil((items?.length ?? 0) / COURSES_PER_PAGE))
  const page = Math.min(pageFromSearch(params), pageCount)
  const start = (page - 1) * COURSES_PER_PAGE
  const rows = (items ?? []).slice(start, start + COURSES_PER_PAGE).map((item) => {
    const { course, progress } = item
    const isDone = item.status === 'completed'
    return {
      key: String(course.id),
      cells: [
        <Link key="c" to={paths.course(course.id)} className="dash-course-link">
          {course.title}
        </Link>,
        <span key="p" className="student-progress-cell">
          <span
            className="progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-label={`Progress in ${course.title}`}
          >
            <span
              className={isDone ? 'progress__bar is-complete' : 'progress__bar'}
              style={{ width: `${progress.percent}%` }}
            />
          </span>
          <span className="student-progress-cell__text">{progress.percent}%</span>
        </span>,
        `${progress.completedLessons} of ${progress.totalLessons}`,
        isDone && item.certificateId ? (
          <Link
            key="a"
            to={paths.certificate(item.certificateId)}
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            aria-label={`View certificate: ${course.title}`}
          >
            Certificate
          </Link>
        ) : (
          <Link
            key="a"
            to={paths.learnCourse(course.id)}
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            aria-label={`${progress.completedLessons === 0 ? 'Start' : 'Continue'}: ${course.title}`}
          >
            {progress.completedLessons === 0 ? 'Start' : 'Continue'}
          </Link>
        ),
      ],
    }
  })

  return (
    <>
      <StatTiles tiles={studentTiles(learning.data?.counts ?? null)} />
      <section className="dash-card" aria-labelledby="course-progress-title">
        <div className="dash-card__head">
          <div>
            <h2 className="dash-card__title" id="course-progress-title">
              My Course Progress
            </h2>
            <p className="dash-card__intro">Your courses, the latest you worked on first.</p>
          </div>
          {items && items.length > 0 ? (
            <Link to={paths.studentArea.myCourses} className="dash-card__link">
              View all
            </Link>
          ) : null}
        </div>
        {items ? (
          <DataTable
            caption="Your courses with their progress, the latest you worked on first"
            columns={['Course Name', 'Progress', 'Lessons', 'Action']}
            rows={rows}
            empty={
              <EmptyState
                as="h3"
                isCompact
                icon={<BookOpen />}
                title="No courses yet"
                description="Courses you buy appear here as soon as the payment is confirmed."
                action={
                  <Link to={paths.courses} className={buttonClassName()}>
                    <Search aria-hidden="true" size={18} />
                    Explore courses
                  </Link>
                }
              />
            }
          />
        ) : (
          <div className="dash-loading dash-loading--in-card" role="status">
            <span className="dash-loading__bar" />
            <span className="dash-loading__bar" />
            <span className="visually-hidden">Loading your courses…</span>
          </div>
        )}
        <Pagination
          label="Course pages"
          page={page}
          pageCount={pageCount}
          hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)}
          className="dash-card__pagination"
        />
      </section>
    </>
  )
}
