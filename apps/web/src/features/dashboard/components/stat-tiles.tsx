import {
  BookOpen,
  CircleCheck,
  GraduationCap,
  Hourglass,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { formatCount } from '../../../lib/format'

/** The six figures of a dashboard (SPEC section 2). */
export interface DashboardStats {
  totalCourses: number
  publishedCourses: number
  pendingCourses: number
  totalStudents: number
  studentsCompleted: number
  studentsInProgress: number
}

export interface StatTile {
  label: string
  /** null while the figure loads. */
  value: number | null
  icon: LucideIcon
  tone: 'indigo' | 'green' | 'amber' | 'blue' | 'teal' | 'pink'
}

/** The six counters in the spec's order; `null` stats show every figure as loading. */
export function dashboardTiles(stats: DashboardStats | null): StatTile[] {
  const value = (key: keyof DashboardStats) => (stats ? stats[key] : null)
  return [
    { label: 'Total Course', value: value('totalCourses'), icon: BookOpen, tone: 'indigo' },
    {
      label: 'Published Course',
      value: value('publishedCourses'),
      icon: CircleCheck,
      tone: 'green',
    },
    { label: 'Pending Course', value: value('pendingCourses'), icon: Hourglass, tone: 'amber' },
    { label: 'Total Student', value: value('totalStudents'), icon: Users, tone: 'blue' },
    {
      label: 'Student Completed',
      value: value('studentsCompleted'),
      icon: GraduationCap,
      tone: 'teal',
    },
    {
      label: 'Student In-progress',
      value: value('studentsInProgress'),
      icon: TrendingUp,
      tone: 'pink',
    },
  ]
}

/** Counter tiles, each with its icon, figure and label. */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <ul className="stat-tiles">
      {tiles.map(({ label, value, icon: Icon, tone }) => (
        <li key={label} className={`stat-tile stat-tile--${tone}`}>
          <span className="stat-tile__icon" aria-hidden="true">
            <Icon size={24} />
          </span>
          <span className="stat-tile__body">
            <span className="stat-tile__value">
              {value === null ? (
                <>
                  <span className="stat-tile__loading" aria-hidden="true" />
                  <span className="visually-hidden">Loading</span>
                </>
              ) : (
                formatCount(value)
              )}
            </span>
            <span className="stat-tile__label">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
