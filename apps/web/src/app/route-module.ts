import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { LoaderFunction } from 'react-router'

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
export interface RouteModule {
  default: ComponentType
  loader?: (queryClient: QueryClient, options: LoaderOptions) => LoaderFunction
  ErrorBoundary?: ComponentType
}
