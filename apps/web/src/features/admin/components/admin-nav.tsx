import { ClipboardCheck, Inbox, Mail, Receipt, Scale, Undo2, Wallet } from 'lucide-react'
import { NavLink } from 'react-router'
import { paths } from '../../../config/paths'
import '../admin.css'

const PAGES = [
  { label: 'Messages', to: paths.adminMessages, icon: Inbox },
  { label: 'Orders', to: paths.adminOrders, icon: Receipt },
  { label: 'Refund requests', to: paths.adminRefunds, icon: Undo2 },
  { label: 'Earnings', to: paths.adminEarnings, icon: Wallet },
  { label: 'Outbox', to: paths.adminOutbox, icon: Mail },
  { label: 'Course reviews', to: paths.adminCourseReviews, icon: ClipboardCheck },
  { label: 'Session disputes', to: paths.adminSessionDisputes, icon: Scale },
] as const

/** Links between the admin pages, under each page's heading. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Admin pages">
      <ul>
        {PAGES.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className="admin-nav__link">
              <Icon aria-hidden="true" size={16} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
