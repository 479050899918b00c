import { useQuery } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { NavigationProgress } from '../components/layout/navigation-progress'
import { PromoBar } from '../components/layout/promo-bar'
import { RouteChangeEffects } from '../components/layout/route-change-effects'
import { ScrollTopButton } from '../components/layout/scroll-top-button'
import { dashboardLinks, roleLabel } from '../features/auth/account-links'
import { logout } from '../features/auth/logout'
import { useSession } from '../features/auth/session-context'
import { meQueries } from '../features/dashboard/api/me'
import { SubscribeForm } from '../features/newsletter/subscribe-form'
import '../styles/layout.css'

/** Shared chrome around every page: promo bar, header, the page, footer, back-to-top. */
export function RootLayout() {
  const session = useSession()
  // The saved name and avatar (Settings) replace what the token said at login once they arrive.
  const { data: me } = useQuery({ ...meQueries.detail(), enabled: session.role !== null })
  const account = session.role
    ? {
        name: me?.name ?? session.name ?? session.email ?? 'Your account',
        email: session.email,
        avatarUrl: me?.avatarUrl ?? null,
        roleLabel: roleLabel(session.role),
        links: dashboardLinks(session.role),
      }
    : null
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <PromoBar />
      <Header account={account} onLogout={() => logout()} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer subscribe={<SubscribeForm />} />
      <ScrollTopButton />
      <RouteChangeEffects />
    </div>
  )
}
