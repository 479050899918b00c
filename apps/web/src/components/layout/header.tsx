import { Menu, Search, ShoppingCart } from 'lucide-react'
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
          className="icon-btn site-header__mobile-only"
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          onClick={() => setIsMenuOpen(true)}
        >
          <Menu aria-hidden="true" size={24} />
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
        account={account}
        onLogout={onLogout}
      />
      <MobileSearch isOpen={isSearchOpen} onClose={closeSearch} />
    </header>
  )
}
