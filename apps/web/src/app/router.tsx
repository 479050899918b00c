import type { QueryClient } from '@tanstack/react-query'
import type { Area } from '@app/domain/roles'
import type { ComponentType } from 'react'
import {
  createBrowserRouter,
  Outlet,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router'
import { RootLayout } from './root-layout'
import { RouteError } from '../components/layout/route-error'
import { RequireArea } from '../features/auth/require-area'

/** Where the route loaders run. */
export interface LoaderOptions {
  /**
   * True for the server's render of a page: a loader then waits for every query the page shows,
   * sections the browser loads later included, so the page is rendered once with all its data.
   * In the browser a loader waits only for what decides the page (a missing course); the rest
   * arrives while the page shows its loading states, and sections further down keep loading as
   * the visitor scrolls to them.
   */
  isServerRender: boolean
}

/** What a lazy route module may export: the page, and optionally a loader factory and an error boundary. */
interface RouteModule {
  default: ComponentType
  loader?: (queryClient: QueryClient, options: LoaderOptions) => LoaderFunction
  ErrorBoundary?: ComponentType
}

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

/** Every route of the spec's route table, each code-split into its own chunk. */
export function createRoutes(
  queryClient: QueryClient,
  options: LoaderOptions = { isServerRender: false },
): RouteObject[] {
  const page = (load: () => Promise<RouteModule>) => async () => {
    const mod = await load()
    return {
      Component: mod.default,
      ...(mod.loader ? { loader: mod.loader(queryClient, options) } : {}),
      ...(mod.ErrorBoundary ? { ErrorBoundary: mod.ErrorBoundary } : {}),
    }
  }

  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: InitialLoad,
      children: [
        { index: true, lazy: page(() => import('./routes/home')) },
        {
          path: 'course-grid-left-sidebar',
          lazy: page(() => import('./routes/course-grid-left-sidebar')),
        },
        { path: 'course-grid-basic', lazy: page(() => import('./routes/course-grid-basic')) },
        { path: 'course-single-v1/:id', lazy: page(() => import('./routes/course-single-v1')) },
        // The featured course, or `/course-single-v5/:id` for any course in this layout.
        { path: 'course-single-v5/:id?', lazy: page(() => import('./routes/course-single-v5')) },
        { path: 'instructor-list', lazy: page(() => import('./routes/instructor-list')) },
        { path: 'instructor-single/:id', lazy: page(() => import('./routes/instructor-single')) },
        { path: 'become-teacher', lazy: page(() => import('./routes/become-teacher')) },
        { path: 'about', lazy: page(() => import('./routes/about')) },
        { path: 'contact', lazy: page(() => import('./routes/contact')) },
        { path: 'help-center', lazy: page(() => import('./routes/help-center')) },
        { path: 'faq', lazy: page(() => import('./routes/faq')) },
        { path: 'terms', lazy: page(() => import('./routes/terms')) },
        { path: 'login', lazy: page(() => import('./routes/login')) },
        { path: 'register', lazy: page(() => import('./routes/register')) },
        { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password')) },
        { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
        { path: 'verify-email', lazy: page(() => import('./routes/verify-email')) },
        { path: 'shop-single/:id', lazy: page(() => import('./routes/shop-single')) },
        { path: 'shop-cart', lazy: page(() => import('./routes/shop-cart')) },
        { path: 'shop-checkout', lazy: page(() => import('./routes/shop-checkout')) },
        { path: 'shop-order', lazy: page(() => import('./routes/shop-order')) },
        { path: 'shop-list', lazy: page(() => import('./routes/shop-list')) },
        { path: 'event-list', lazy: page(() => import('./routes/event-list')) },
        { path: 'pricing', lazy: page(() => import('./routes/pricing')) },
        { path: 'categories', lazy: page(() => import('./routes/categories')) },
        { path: 'blog-grid', lazy: page(() => import('./routes/blog-grid')) },
        { path: 'blog-single/:id', lazy: page(() => import('./routes/blog-single')) },
        { path: 'unauthorized', lazy: page(() => import('./routes/unauthorized')) },
        { path: 'lesson', lazy: page(() => import('./routes/lesson')) },
        { path: 'certificate/:id', lazy: page(() => import('./routes/certificate')) },
        { path: 'search', lazy: page(() => import('./routes/search')) },
        { path: 'sitemap', lazy: page(() => import('./routes/sitemap')) },
        { path: 'notice/:kind', lazy: page(() => import('./routes/notice')) },
        {
          element: <AreaOutlet area="instructor" />,
          children: [
            {
              path: 'instructor-dashboard',
              lazy: page(() => import('./routes/instructor-dashboard')),
            },
            {
              path: 'instructor-my-courses',
              lazy: page(() => import('./routes/instructor-my-courses')),
            },
            { path: 'instructor-reviews', lazy: page(() => import('./routes/instructor-reviews')) },
            {
              path: 'instructor-wishlist',
              lazy: page(() => import('./routes/instructor-wishlist')),
            },
            { path: 'instructor-quizzes', lazy: page(() => import('./routes/instructor-quizzes')) },
            { path: 'instructor-order', lazy: page(() => import('./routes/instructor-order')) },
            { path: 'instructor-setting', lazy: page(() => import('./routes/instructor-setting')) },
            {
              path: 'instructor-add-course',
              lazy: page(() => import('./routes/instructor-add-course')),
            },
          ],
        },
        {
          element: <AreaOutlet area="student" />,
          children: [
            { path: 'student-dashboard', lazy: page(() => import('./routes/student-dashboard')) },
            { path: 'student-my-courses', lazy: page(() => import('./routes/student-my-courses')) },
            { path: 'student-reviews', lazy: page(() => import('./routes/student-reviews')) },
            { path: 'student-wishlist', lazy: page(() => import('./routes/student-wishlist')) },
            { path: 'student-quizzes', lazy: page(() => import('./routes/student-quizzes')) },
            { path: 'student-order', lazy: page(() => import('./routes/student-order')) },
            { path: 'student-setting', lazy: page(() => import('./routes/student-setting')) },
          ],
        },
        {
          element: <AreaOutlet area="admin" />,
          children: [
            { path: 'admin/messages', lazy: page(() => import('./routes/admin-messages')) },
            { path: 'admin/orders', lazy: page(() => import('./routes/admin-orders')) },
            { path: 'admin/orders/:id', lazy: page(() => import('./routes/admin-order')) },
            { path: 'admin/outbox', lazy: page(() => import('./routes/admin-outbox')) },
            {
              path: 'admin/outbox/:id',
              lazy: page(() => import('./routes/admin-outbox-message')),
            },
            {
              path: 'admin/course-reviews',
              lazy: page(() => import('./routes/admin-course-reviews')),
            },
          ],
        },
        { path: '*', lazy: page(() => import('./routes/not-found')) },
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
