import {
  ChevronDown,
  ClipboardCheck,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  Receipt,
  Scale,
  Undo2,
  Wallet,
  type LucideIcon,
} from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { Avatar } from '../ui/avatar'
import { Dropdown } from '../ui/dropdown'

export interface HeaderAccount {
  name: string
  email: string | null
  /** The avatar uploaded in Settings; initials otherwise. */
  avatarUrl?: string | null
  /** "Mentor", "Student" or "Admin". */
  roleLabel: string
  /** Dashboards this person may open (one per area). */
  links: { label: string; to: string }[]
  /** Where this person reads their messages with mentors or students; null for none (admins). */
  messagesTo?: string | null
}

/** Admin pages get their own icon; every dashboard the dashboard one. */
const LINK_ICONS: Record<string, LucideIcon> = {
  [paths.adminOrders]: Receipt,
  [paths.adminRefunds]: Undo2,
  [paths.adminEarnings]: Wallet,
  [paths.adminMessages]: Inbox,
  [paths.adminOutbox]: Mail,
  [paths.adminCourseReviews]: ClipboardCheck,
  [paths.adminSessionDisputes]: Scale,
}

/** Signed-in header menu: who is signed in, their dashboard(s) and Logout. */
export function AccountMenu({
  account,
  onLogout,
}: {
  account: HeaderAccount
  onLogout: () => void
}) {
  return (
    <Dropdown
      align="end"
      className="account-menu"
      buttonClassName="account-menu__toggle"
      panelClassName="account-menu__panel"
      label={
        <>
          <Avatar name={account.name} src={account.avatarUrl} size={32} isDecorative />
          {/* Named by its text, so the name a person sees is the name a voice command uses. */}
          <span className="visually-hidden">Account menu for </span>
          <span className="account-menu__name">{account.name}</span>
          <ChevronDown aria-hidden="true" size={16} />
        </>
      }
    >
      {({ close }) => (
        <>
          <div className="account-menu__who">
            <Avatar name={account.name} src={account.avatarUrl} size={40} isDecorative />
            <div>
              <p className="account-menu__who-name">{account.name}</p>
              <p className="account-menu__who-meta">
                {account.roleLabel}
                {account.email ? ` · ${account.email}` : ''}
              </p>
            </div>
          </div>
          <hr className="dropdown__separator" />
          {account.links.map((link) => {
            const Icon = LINK_ICONS[link.to] ?? LayoutDashboard
            return (
              <Link key={link.to} to={link.to} className="dropdown__item" onClick={close}>
                <Icon aria-hidden="true" size={16} />
                {link.label}
              </Link>
            )
          })}
          <button
            type="button"
            className="dropdown__item"
            onClick={() => {
              close()
              onLogout()
            }}
          >
            <LogOut aria-hidden="true" size={16} />
            Logout
          </button>
        </>
      )}
    </Dropdown>
  )
}
