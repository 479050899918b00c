import { LayoutDashboard, LogOut, MessagesSquare, ShoppingCart } from 'lucide-react'
import { useId } from 'react'
import { Link, NavLink } from 'react-router'
import { paths } from '../../config/paths'
import { Avatar } from '../ui/avatar'
import { buttonClassName } from '../ui/button'
import { Sheet } from '../ui/sheet'
import type { HeaderAccount } from './account-menu'
// eslint-disable-next-line boundaries/dependencies -- the menus link to the catalog's categories; to move to lib/ (docs/decisions/033)
import { categoryPath } from '../../features/catalog/filters-url'
import { courseCountText, useCourseCategories } from './categories-menu'
import { mainLinks } from './main-links'

interface MobileMenuProps {
  isOpen: boolean
  onClose: () => void
  cartCount: number
  /** Unread messages of the signed-in person (their Messages link shows it). */
  unreadMessages?: number
  account: HeaderAccount | null
  onLogout: () => void
}

/**
 * Small-screen side menu: every header link, the categories, and both ways in (Log In, Sign Up)
 * or the account. The header's own Join link (the spec's) stays beside the menu button.
 */
export function MobileMenu({
  isOpen,
  onClose,
  cartCount,
  unreadMessages = 0,
  account,
  onLogout,
}: MobileMenuProps) {
  return (
    <Sheet
      isOpen={isOpen}
      onClose={onClose}
      side="left"
      title="Menu"
      className="mobile-menu"
      footer={
        account ? (
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary', isBlock: true })}
            onClick={() => {
              onClose()
              onLogout()
            }}
          >
            <LogOut aria-hidden="true" size={18} />
            Logout
          </button>
        ) : (
          <div className="mobile-menu__join">
            <Link to={paths.login} className={buttonClassName({ isBlock: true })} onClick={onClose}>
              Log In
            </Link>
            <Link
              to={paths.register}
              className={buttonClassName({ variant: 'secondary', isBlock: true })}
              onClick={onClose}
            >
              Sign Up
            </Link>
          </div>
        )
      }
    >
      {account ? (
        <div className="mobile-menu__account">
          <Avatar name={account.name} src={account.avatarUrl} size={44} isDecorative />
          <div>
            <p className="mobile-menu__account-name">{account.name}</p>
            <p className="mobile-menu__account-role">{account.roleLabel}</p>
          </div>
        </div>
      ) : null}
      <nav aria-label="Mobile">
        <ul className="mobile-menu__links">
          <li>
            <NavLink to={paths.home} end className="mobile-menu__link" onClick={onClose}>
              Home
            </NavLink>
          </li>
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="mobile-menu__link" onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={paths.cart} className="mobile-menu__link" onClick={onClose}>
              <ShoppingCart aria-hidden="true" size={18} />
              Cart
              <span className="mobile-menu__count">{cartCount}</span>
            </NavLink>
          </li>
          {account
            ? account.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="mobile-menu__link" onClick={onClose}>
                    <LayoutDashboard aria-hidden="true" size={18} />
                    {link.label}
                  </NavLink>
                </li>
              ))
            : null}
          {account?.messagesTo ? (
            <li>
              <NavLink to={account.messagesTo} className="mobile-menu__link" onClick={onClose}>
                <MessagesSquare aria-hidden="true" size={18} />
                Messages
                {unreadMessages > 0 ? (
                  <span className="mobile-menu__count">
                    {unreadMessages}
                    <span className="visually-hidden"> unread</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <MobileCategories onNavigate={onClose} />
    </Sheet>
  )
}

function MobileCategories({ onNavigate }: { onNavigate: () => void }) {
  const categories = useCourseCategories()
  const id = useId()
  return (
    <section className="mobile-menu__categories" aria-labelledby={`${id}-title`}>
      <h3 className="mobile-menu__section-title" id={`${id}-title`}>
        Categories
      </h3>
      <ul>
        {(categories.data ?? []).map((category) => (
          <li key={category.title}>
            <Link
              className="mobile-menu__category"
              to={categoryPath(category.title)}
              onClick={onNavigate}
            >
              <span>{category.title}</span>
              <span className="mobile-menu__count">{courseCountText(category.courses)}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link className="mobile-menu__category" to={paths.courses} onClick={onNavigate}>
            All courses
          </Link>
        </li>
      </ul>
    </section>
  )
}
