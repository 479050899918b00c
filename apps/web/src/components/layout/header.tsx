import { Menu, MessagesSquare, Search, ShoppingCart } from 'lucide-react'
import { useCallback, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { paths } from '../../config/paths'
import { buttonClassName } from '../ui/button'
import { AccountMenu, type HeaderAccount } from './account-menu'
import { CategoriesMenu } from './categories-menu'
import './header.css'
import { HEADER_HIDDEN_OFFSET } from './header-visibility'
import { Logo } from './logo'
import { mainLinks } from './main-links'
import { MobileMenu } from './mobile-menu'
import { MobileSearch } from './mobile-search'
import { SearchForm } from './search-form'
import { useUnreadMessages } from '../../lib/unread-messages'
import { useCartCount } from './use-cart-count'
import { useHeaderHidden } from './use-scroll'

interface HeaderProps {
  /** The signed-in person, or null for visitors. */
  account: HeaderAccount | null
  onLogout: () => void
}

/** Site header: word-mark, categories, search, main links, cart, and Log In / Sign Up or the account. */
export function Header({ account, onLogout }: HeaderProps) {
  const isHidden = useHeaderHidden()
  const cartCount = useCartCount()
  // Asked only for a signed-in mentor or student, once the page is on screen.
  const messagesTo = account?.messagesTo ?? null
  const unread = useUnreadMessages(messagesTo !== null)
  const unreadLabel =
    unread > 0 ? `, ${unread} unread ${unread === 1 ? 'message' : 'messages'}` : ''
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const [isSearchOpen, setIsSearchOpen] = useState(false)
  const closeMenu = useCallback(() => setIsMenuOpen(false), [])
  const closeSearch = useCallback(() => setIsSearchOpen(false), [])

  return (
    <header
      className="site-header"
      data-hidden={isHidden || undefined}
      style={{ transform: isHidden ? `translateY(${HEADER_HIDDEN_OFFSET}px)` : undefined }}
    >
      <div className="container site-header__inner">
        <button
          type="button"
          className="icon-btn site-header__mobile-only site-header__menu-button"
          aria-label={`Open menu${unreadLabel}`}
          aria-expanded={isMenuOpen}
          onClick={() => setIsMenuOpen(true)}
        >
          <Menu aria-hidden="true" size={24} />
          {unread > 0 ? (
            <span className="site-header__dot" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
        <Logo className="site-header__logo" />
        <div className="site-header__desktop">
          <CategoriesMenu />
          <SearchForm placeholder="Search for Mentor" className="site-header__search" />
          <nav aria-label="Main" className="site-header__nav">
            <ul>
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="site-header__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="site-header__actions">
          <button
            type="button"
            className="icon-btn site-header__mobile-only"
            aria-label="Search"
            aria-expanded={isSearchOpen}
            onClick={() => setIsSearchOpen(true)}
          >
            <Search aria-hidden="true" size={22} />
          </button>
          <Link
            to={paths.cart}
            className="icon-btn cart-link"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          >
            <ShoppingCart aria-hidden="true" size={22} />
            <span
              className="cart-link__count"
              aria-hidden="true"
              data-empty={cartCount === 0 || undefined}
            >
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          </Link>
          {messagesTo ? (
            <Link
              to={messagesTo}
              className="icon-btn cart-link site-header__desktop-only"
              aria-label={`Messages${unreadLabel}`}
            >
              <MessagesSquare aria-hidden="true" size={22} />
              {unread > 0 ? (
                <span className="cart-link__count" aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
            </Link>
          ) : null}
          {account ? (
            <AccountMenu account={account} onLogout={onLogout} />
          ) : (
            <>
              <Link
                to={paths.login}
                className={buttonClassName({ variant: 'ghost' }, 'site-header__desktop-only')}
              >
                Log In
              </Link>
              <Link
                to={paths.register}
                className={buttonClassName({}, 'site-header__desktop-only')}
              >
                Sign Up
              </Link>
              <Link
                to={paths.login}
                className={buttonClassName(
                  { size: 'sm' },
                  'site-header__mobile-only site-header__join',
                )}
              >
                Join
              </Link>
            </>
          )}
        </div>
      </div>
      <MobileMenu
        isOpen={isMenuOpen}
        onClose={closeMenu}
        cartCount={cartCount}
        unreadMessages={unread}
        account={account}
        onLogout={onLogout}
      />
      <MobileSearch isOpen={isSearchOpen} onClose={closeSearch} />
    </header>
  )
}
