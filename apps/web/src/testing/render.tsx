import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router'
import { ToastHost } from '../components/ui/toasts'
import { signedOut, type Session } from '../features/auth/session'
import { SessionProvider } from '../features/auth/session-context'

interface RenderOptions {
  /** Where the router starts (several entries make a history; an object can carry state). */
  initialEntries?: InitialEntry[]
  /** Extra routes next to the one rendering `ui` (targets of links and redirects). */
  routes?: RouteObject[]
  /** Path of the route that renders `ui`. */
  path?: string
  session?: Session
}

/** A client for one test: no retries, nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
}

/**
 * Renders `ui` inside the app's providers (fresh QueryClient, session, toasts) on a memory
 * router; returns the router too, to read where navigation went.
 */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const {
    initialEntries = [options.path ?? '/'],
    routes = [],
    path = '/',
    session = signedOut,
  } = options
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries })
  const result: RenderResult = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
        <ToastHost />
      </SessionProvider>
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient }
}

/** A JSON response as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** An unsigned token with the given claims (the client only decodes; the server verifies). */
export function fakeToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`
}
