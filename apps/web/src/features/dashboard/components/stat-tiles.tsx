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

const TILES: { key: keyof DashboardStats; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'totalCourses', label: 'Total Course', icon: BookOpen, tone: 'indigo' },
  { key: 'publishedCourses', label: 'Published Course', icon: CircleCheck, tone: 'green' },
  { key: 'pendingCourses', label: 'Pending Course', icon: Hourglass, tone: 'amber' },
  { key: 'totalStudents', label: 'Total Student', icon: Users, tone: 'blue' },
  { key: 'studentsCompleted', label: 'Student Completed', icon: GraduationCap, tone: 'teal' },
  { key: 'studentsInProgress', label: 'Student In-progress', icon: TrendingUp, tone: 'pink' },
]

/** Counter tiles, each with its icon, figure and label. */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="stat-tiles">
      {TILES.map(({ key, label, icon: Icon, tone }) => (
        <li key={key} className={`stat-tile stat-tile--${tone}`}>
          <span className="stat-tile__icon" aria-hidden="true">
            <Icon size={24} />
          </span>
          <span className="stat-tile__body">
            <span className="stat-tile__value">{formatCount(stats[key])}</span>
            <span className="stat-tile__label">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
