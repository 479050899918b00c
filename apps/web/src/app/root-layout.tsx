import { useQuery } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { NavigationProgress } from '../components/layout/navigation-progress'
import { PromoBar } from '../components/layout/promo-bar'
import { RouteChangeEffects } from '../components/layout/route-change-effects'
import { Island, lazyPart } from '../components/ui/island'
import { dashboardLinks, messagesLink, roleLabel } from '../features/auth/account-links'
import { logout } from '../features/auth/logout'
import { useSession } from '../features/auth/session-context'
import { meQueries } from '../features/dashboard/api/me'
import '../styles/layout.css'
// The chrome's styles come with the page's first paint, though its code loads after.
import '../components/layout/header.css'
import '../components/layout/footer.css'
import '../components/ui/dropdown.css'
import '../components/ui/modal-frame.css'
import '../components/ui/avatar.css'
import '../features/newsletter/subscribe-form.css'

// The chrome's code is not needed to show a server-rendered page, only to answer to it: it loads
// as the page starts (main.tsx) and each part hydrates when its code arrives.
const header = lazyPart(() => import('../components/layout/header').then((m) => m.Header))
const footer = lazyPart(() => import('../components/layout/footer').then((m) => m.Footer))
const subscribeForm = lazyPart(() =>
  import('../features/newsletter/subscribe-form').then((m) => m.SubscribeForm),
)
const scrollTopButton = lazyPart(() =>
  import('../components/layout/scroll-top-button').then((m) => m.ScrollTopButton),
)

/** Fetches the code of the chrome (header, footer, back-to-top). */
export function loadChrome(): Promise<unknown> {
  return Promise.all([header.load(), footer.load(), subscribeForm.load(), scrollTopButton.load()])
}

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
        messagesTo: messagesLink(session.role),
      }
    : null
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <PromoBar />
      <Island>
        <header.Component account={account} onLogout={() => logout()} />
      </Island>
      <main id="main" className="app-main" tabIndex={-1}>
        {/* The page hydrates apart from the chrome, in short slices of work. */}
        <Island>
          <Outlet />
        </Island>
      </main>
      <Island>
        <footer.Component subscribe={<subscribeForm.Component />} />
      </Island>
      <Island>
        <scrollTopButton.Component />
      </Island>
      <RouteChangeEffects />
    </div>
  )
}
