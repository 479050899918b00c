import { LogOut, Menu } from 'lucide-react'
import { useId, useState } from 'react'
import { NavLink } from 'react-router'
import { cx } from '../../../components/ui/cx'
import { useUnreadMessages } from '../../../lib/unread-messages'
import { dashboardNav, menuTitle, type DashboardArea } from './dashboard-nav'

/**
 * The dashboard's side menu. On phones it folds away behind the 'Dashboard Navigation' button;
 * each page renders its own copy, so a route change starts it folded again.
 */
export function DashboardSideMenu({
  area,
  onLogout,
}: {
  area: DashboardArea
  onLogout: () => void
}) {
  const [isOpen, setIsOpen] = useState(false)
  const id = useId()
  const unread = useUnreadMessages(true)
  return (
    <aside className={cx('dash-menu', isOpen && 'dash-menu--open')}>
      <button
        type="button"
        className="dash-menu__toggle"
        aria-expanded={isOpen}
        aria-controls={`${id}-menu`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Menu aria-hidden="true" size={20} />
        Dashboard Navigation
      </button>
      <nav id={`${id}-menu`} className="dash-menu__panel" aria-labelledby={`${id}-title`}>
        <h2 className="dash-menu__title" id={`${id}-title`}>
          {menuTitle[area]}
        </h2>
        <ul>
          {dashboardNav(area).map(({ label, to, icon: Icon, hasUnreadCount }) => (
            <li key={to}>
              <NavLink to={to} end className="dash-menu__link">
                <Icon aria-hidden="true" size={18} />
                {label}
                {hasUnreadCount && unread > 0 ? (
                  <span className="dash-menu__count">
                    {unread > 99 ? '99+' : unread}
                    <span className="visually-hidden"> unread</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="dash-menu__link dash-menu__logout" onClick={onLogout}>
              <LogOut aria-hidden="true" size={18} />
              Logout
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  )
}
