import '../styles/fonts.css'
import '../styles/tokens.css'
import '../styles/global.css'
import { canonicalPageUrl } from '@app/domain/pages'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes, RouterProvider, type HydrationState, type RouteObject } from 'react-router'
import { readStoredSession } from '../features/auth/session'
import { nextTask, setHydrating } from '../lib/hydration'
import { stopEarlyEvents } from '../lib/early-events'
import { createQueryClient } from '../lib/query-client'
import { setSiteOrigin } from '../lib/site-origin'
import { prefetchWebFont } from '../lib/web-font'
import { HydrationDone } from './hydration-done'
import { AppProvider } from './provider'
import { loadChrome } from './root-layout'
import { createRouter, createRoutes } from './router'

// Schemas (zod) validate without compiling code at run time: the page's Content-Security-Policy
// allows no eval, and zod's probe for it would be reported as a violation. Set before any schema
// module loads, through the global settings object zod reads at load (same as `z.config`).
;(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true }

/** What the server rendered the page with (entry-server.tsx), when it rendered it. */
interface ServerState {
  origin: string
  /** The page's path and query, as the server read them. */
  url: string
  queries: DehydratedState
  router: HydrationState
}

function readServerState(): ServerState | null {
  const element = document.getElementById('server-state')
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as ServerState
  } catch {
    return null
  }
}

/** Loads the code of the routes the page shows, so hydration renders what the server rendered. */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

async function start() {
  // Fetched at once, beside the page's own code; a server-rendered page hydrates without waiting.
  const chrome = loadChrome()
  const queryClient = createQueryClient()
  // The role is read once, at load: a login or logout reloads the page to change access.
  const session = readStoredSession()
  const routes = createRoutes(queryClient)
  const app = (router: ReturnType<typeof createRouter>) => (
    <StrictMode>
      <AppProvider queryClient={queryClient} session={session}>
        <RouterProvider router={router} />
        <HydrationDone />
      </AppProvider>
    </StrictMode>
  )
  const container = document.getElementById('root')!
  // The address may have changed before this code ran (a script that rewrote the history): the
  // server's HTML is then another page's, and the browser renders this one itself. The server
  // renders the page's canonical address (a tracking tag or a parameter the page does not read
  // left out), which shows the same page as the address in the bar.
  let server = readServerState()
  if (
    server &&
    canonicalPageUrl(server.url) !==
      canonicalPageUrl(window.location.pathname + window.location.search)
  ) {
    server = null
    container.replaceChildren()
  }
  if (server) {
    setSiteOrigin(server.origin)
    // The server renders a page again whenever its content changes, so its data is as fresh as
    // the page, however long ago it was cached: without this, data older than the stale time
    // would be fetched again right after hydrating.
    const receivedAt = Date.now()
    for (const query of server.queries.queries) query.state.dataUpdatedAt = receivedAt
    hydrate(queryClient, server.queries)
    // Each step in a task of its own: on a phone none then holds the main thread for long.
    await nextTask()
    await resolveLazyMatches(routes)
    await nextTask()
    const router = createRouter(queryClient, routes, server.router)
    await nextTask()
    setHydrating(true)
    // As a transition, React hydrates in slices of a few milliseconds, letting the browser answer
    // input between them (a tap on a part not hydrated yet hydrates that part at once), instead
    // of in one task as long as the page is big.
    startTransition(() => {
      hydrateRoot(container, app(router))
    })
    return
  }
  const router = createRouter(queryClient, routes)
  // Rendered in the browser, the page shows the chrome from its first paint.
  await chrome.catch(() => {})
  createRoot(container).render(app(router))
}

// Started in a task after the one that evaluated the code, which is long enough on a phone.
// A start that fails leaves the server's page as it is: held submits then go to the server.
void nextTask()
  .then(start)
  .then(prefetchWebFont, (err: unknown) => {
    stopEarlyEvents()
    throw err
  })
