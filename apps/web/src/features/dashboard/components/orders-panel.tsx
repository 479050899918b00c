import { Receipt } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { DataTable } from './data-table'
import type { DashboardArea } from './dashboard-nav'

/** Order history: order id, course name, date, price and actions per row. */
export function OrdersPanel({ area }: { area: DashboardArea }) {
  return (
    <section className="dash-card" aria-label="Orders">
      <DataTable
        columns={['Order ID', 'Course Name', 'Date', 'Price', 'Action']}
        rows={[]}
        empty={
          <EmptyState
            as="h2"
            isCompact
            icon={<Receipt />}
            title="No orders yet"
            description={
              area === 'instructor'
                ? 'Orders for your courses, and courses you buy yourself, are listed here.'
                : 'Courses you buy are listed here with their receipt.'
            }
            action={
              <Link to={paths.courses} className={buttonClassName()}>
                Explore courses
              </Link>
            }
          />
        }
      />
    </section>
  )
}
