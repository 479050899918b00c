import type { Area } from '@app/domain/roles'
import {
  BookOpen,
  CalendarClock,
  Heart,
  LayoutDashboard,
  ListChecks,
  MessagesSquare,
  MessageSquareText,
  Receipt,
  Settings,
  Wallet,
  type LucideIcon,
} from 'lucide-react'
import { paths } from '../../../config/paths'

export type DashboardArea = Extract<Area, 'instructor' | 'student'>

export interface DashboardNavItem {
  label: string
  to: string
  icon: LucideIcon
  /** Shows the unread messages count beside the label. */
  hasUnreadCount?: boolean
}

const areaPaths = { instructor: paths.instructorArea, student: paths.studentArea } as const

/** The side menu's title (SPEC section 2). */
export const menuTitle: Record<DashboardArea, string> = {
  instructor: 'INSTRUCTOR DASHBOARD',
  student: 'STUDENT DASHBOARD',
}

/** Side menu entries of a dashboard area, in the spec's order. */
export function dashboardNav(area: DashboardArea): DashboardNavItem[] {
  const p = areaPaths[area]
  // Only mentors earn: their Earnings page follows their sales (Order History).
  const earnings: DashboardNavItem[] =
    area === 'instructor'
      ? [{ label: 'Earnings', to: paths.instructorArea.earnings, icon: Wallet }]
      : []
  // Mentoring sessions follow the courses: a student's bookings; a mentor's types, hours,
  // policy and bookings.
  const sessions: DashboardNavItem[] = [
    area === 'student'
      ? { label: 'My Sessions', to: paths.studentArea.sessions, icon: CalendarClock }
      : { label: 'Sessions', to: paths.instructorArea.sessions, icon: CalendarClock },
  ]
  return [
    { label: 'Dashboard', to: p.dashboard, icon: LayoutDashboard },
    { label: 'My Courses', to: p.myCourses, icon: BookOpen },
    ...sessions,
    { label: 'Reviews', to: p.reviews, icon: MessageSquareText },
    { label: 'Wishlist', to: p.wishlist, icon: Heart },
    { label: 'Quizzes', to: p.quizzes, icon: ListChecks },
    { label: 'Order History', to: p.order, icon: Receipt },
    ...earnings,
    { label: 'Messages', to: p.messages, icon: MessagesSquare, hasUnreadCount: true },
    { label: 'Settings', to: p.setting, icon: Settings },
  ]
}
