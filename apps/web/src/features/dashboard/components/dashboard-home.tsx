import { BarChart3, Info, Plus, Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import type { DashboardArea } from './dashboard-nav'
import { DataTable } from './data-table'
import { dashboardTiles, StatTiles, type DashboardStats } from './stat-tiles'

/** A new account's figures: nothing published, sold or enrolled yet. */
export const NO_ACTIVITY: DashboardStats = {
  totalCourses: 0,
  publishedCourses: 0,
  pendingCourses: 0,
  totalStudents: 0,
  studentsCompleted: 0,
  studentsInProgress: 0,
}

interface DashboardHomeProps {
  area: DashboardArea
  /** The six figures; null while they load. */
  stats?: DashboardStats | null
  /** The Best Selling Courses table (the route composes the instructor's own). */
  bestSelling?: ReactNode
}

/** Dashboard home: the six counters and the Best Selling Courses table. */
export function DashboardHome({ area, stats = NO_ACTIVITY, bestSelling }: DashboardHomeProps) {
  const isEmpty = stats !== null && Object.values(stats).every((n) => n === 0)
  const isInstructor = area === 'instructor'
  return (
    <>
      <StatTiles tiles={dashboardTiles(stats)} />
      {isEmpty ? (
        <p className="dash-note">
          <Info aria-hidden="true" size={18} />
          {isInstructor
            ? 'Your figures start counting when you publish your first course and students enroll.'
            : 'Your figures start counting when you enroll in your first course.'}
        </p>
      ) : null}
      <section className="dash-card" aria-labelledby="best-selling-title">
        <div className="dash-card__head">
          <h2 className="dash-card__title" id="best-selling-title">
            Best Selling Courses
          </h2>
        </div>
        {bestSelling ?? (
          <DataTable
            columns={['Course Name', 'Sales', 'Amount', 'Action']}
            rows={[]}
            empty={
              <EmptyState
                as="h3"
                isCompact
                icon={<BarChart3 />}
                title="No sales yet"
                description={
                  isInstructor
                    ? 'Your best-selling courses show up here once students buy them.'
                    : 'When you teach on Learnlane, your best-selling courses are listed here.'
                }
                action={
                  isInstructor ? (
                    <Link to={paths.instructorArea.addCourse} className={buttonClassName()}>
                      <Plus aria-hidden="true" size={18} />
                      Create a New Course
                    </Link>
                  ) : (
                    <Link to={paths.courses} className={buttonClassName()}>
                      <Search aria-hidden="true" size={18} />
                      Explore courses
                    </Link>
                  )
                }
              />
            }
          />
        )}
      </section>
    </>
  )
}
