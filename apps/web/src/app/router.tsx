import { PAGE_LIST, type Page, type PageArea } from '@app/domain/pages'
import type { Area } from '@app/domain/roles'
import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, Outlet, type HydrationState, type RouteObject } from 'react-router'
import type { LoaderOptions, RouteModule } from './route-module'
import { RootLayout } from './root-layout'
import { RouteError } from '../components/layout/route-error'
import { RequireArea } from '../features/auth/require-area'

/**
 * Every route module, by its file, each loaded on demand in its own chunk: the page table's
 * `module` names the file (apps/web/src/app/routes/<module>.tsx).
 */
const ROUTE_MODULES = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx'])

/** The loader of a page's route module; throws for a page whose module file is missing. */
export function routeModuleLoader(page: Pick<Page, 'module'>): () => Promise<RouteModule> {
  const load = ROUTE_MODULES[`./routes/${page.module}.tsx`]
  if (!load) throw new Error(`No route module src/app/routes/${page.module}.tsx`)
  return load
}

/** The areas a role guards, each rendered inside its guard. */
const GUARDED_AREAS: readonly Area[] = ['instructor', 'student', 'admin']
const isGuarded = (area: PageArea): area is Area => (GUARDED_AREAS as string[]).includes(area)

/**
 * What shows while the first route's code and data load: nothing, on purpose. The server preloads
 * both with the page (apps/server/src/plugins/web/page-shell.ts), so the page then appears whole,
 * chrome and content in one paint, instead of the header first and everything under it moving in
 * after.
 */
function InitialLoad() {
  return null
}

function AreaOutlet({ area }: { area: Area }) {
  return (
    <RequireArea area={area}>
      <Outlet />
    </RequireArea>
  )
}

/** Every page of the page table (@app/domain/pages), each code-split into its own chunk. */
export function createRoutes(
  queryClient: QueryClient,
  options: LoaderOptions = { isServerRender: false },
): RouteObject[] {
  const route = (page: Page): RouteObject => {
    const load = routeModuleLoader(page)
    const lazy = async () => {
      const mod = await load()
      return {
        Component: mod.default,
        ...(mod.loader ? { loader: mod.loader(queryClient, options) } : {}),
        ...(mod.ErrorBoundary ? { ErrorBoundary: mod.ErrorBoundary } : {}),
      }
    }
    if (page.path === '/') return { index: true, lazy }
    return { path: page.path.replace(/^\//, ''), lazy }
  }
  const open = PAGE_LIST.filter((page) => !isGuarded(page.area) && page.path !== '*')
  const notFound = PAGE_LIST.filter((page) => page.path === '*')

  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: InitialLoad,
      children: [
        ...open.map(route),
        ...GUARDED_AREAS.map((area) => ({
          element: <AreaOutlet area={area} />,
          children: PAGE_LIST.filter((page) => page.area === area).map(route),
        })),
        ...notFound.map(route),
      ],
    },
  ]
}

/** The browser's router; `hydrationData` is what the server's render loaded (entry-server.tsx). */
export function createRouter(
  queryClient: QueryClient,
  routes: RouteObject[] = createRoutes(queryClient),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {})
}
