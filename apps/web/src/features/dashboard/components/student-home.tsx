import type { Enrolment } from '@app/domain/learning'
import { useQuery } from '@tanstack/react-query'
import { BookOpen, Info, Search } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { formatCount, formatPrice } from '../../../lib/format'
import { meQueries, pageFromSearch } from '../api/me'
import { DataTable } from './data-table'
import { PanelError } from './panel-states'
import { dashboardTiles, StatTiles, type DashboardStats } from './stat-tiles'
import { COURSES_PER_PAGE, enrolmentCounts } from './student-courses'

/**
 * The spec's six counters for a student, from what enrolments can tell: Total Course = enrolled,
 * Student In-progress = active, Student Completed = completed. A student publishes no course
 * and teaches no one, so those three stay at 0.
 */
export function studentStats(enrolments: Enrolment[]): DashboardStats {
  const counts = enrolmentCounts(enrolments)
  return {
    totalCourses: counts.enrolled,
    publishedCourses: 0,
    pendingCourses: 0,
    totalStudents: 0,
    studentsCompleted: counts.completed,
    studentsInProgress: counts.active,
  }
}

/** The student's enrolled courses, best sellers (most students) first. */
const bySales = (enrolments: Enrolment[]) =>
  [...enrolments].sort((a, b) => b.course.students - a.course.students)

/**
 * The student's dashboard home, from GET /api/me/enrolments: the six counters and the Best
 * Selling Courses table filled with the courses the student is enrolled in, 6 a page.
 */
export function StudentHome() {
  const [params] = useSearchParams()
  const enrolments = useQuery(meQueries.enrolments())
  const items = enrolments.data?.items

  if (enrolments.isError) {
    return (
      <PanelError
        title="Your courses could not be loaded"
        error={enrolments.error}
        onRetry={() => void enrolments.refetch()}
        isRetrying={enrolments.isFetching}
      />
    )
  }

  const pageCount = Math.max(1, Math.ceil((items?.length ?? 0) / COURSES_PER_PAGE))
  const page = Math.min(pageFromSearch(params), pageCount)
  const start = (page - 1) * COURSES_PER_PAGE
  const rows = bySales(items ?? [])
    .slice(start, start + COURSES_PER_PAGE)
    .map(({ course }) => ({
      key: String(course.id),
      cells: [
        <Link key="c" to={paths.course(course.id)} className="dash-course-link">
          {course.title}
        </Link>,
        formatCount(course.students),
        course.priceCents === 0 ? 'Free' : formatPrice(course.priceCents),
        <Link
          key="a"
          to={paths.course(course.id)}
          className={buttonClassName({ variant: 'ghost', size: 'sm' })}
          aria-label={`Start learning: ${course.title}`}
        >
          Start learning
        </Link>,
      ],
    }))

  return (
    <>
      <StatTiles tiles={dashboardTiles(items ? studentStats(items) : null)} />
      {items ? (
        <p className="dash-note">
          <Info aria-hidden="true" size={18} />
          {items.length === 0
            ? 'Your figures start counting when you enroll in your first course.'
            : 'Total Course counts the courses you are enrolled in. Lesson progress is not tracked yet, so every course is in progress and none is completed.'}
        </p>
      ) : null}
      <section className="dash-card" aria-labelledby="best-selling-title">
        <div className="dash-card__head">
          <div>
            <h2 className="dash-card__title" id="best-selling-title">
              Best Selling Courses
            </h2>
            <p className="dash-card__intro">Your courses, the most popular first.</p>
          </div>
          {items && items.length > 0 ? (
            <Link to={paths.studentArea.myCourses} className="dash-card__link">
              View all
            </Link>
          ) : null}
        </div>
        {items ? (
          <DataTable
            caption="Your enrolled courses, the most popular first"
            columns={['Course Name', 'Sales', 'Amount', 'Action']}
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
