import { scriptSafeJson } from '@app/domain/markup'
import {
  dehydrate,
  QueryClient,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router'
import { signedOut } from '../features/auth/session'
import { setApiTransport, type ApiTransport } from '../lib/api-client'
import { PageMetaProvider, renderHeadHtml, type PageMetaCollector } from '../lib/page-meta'
import { queryClientDefaults } from '../lib/query-client'
import { setSiteOrigin } from '../lib/site-origin'
import { HydrationDone } from './hydration-done'
import { AppProvider } from './provider'
import { createRoutes } from './router'

/** What the server needs to answer a page request. */
export type RenderResult =
  | { kind: 'page'; status: number; head: string; body: string; state: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client' }

export interface RenderRequest {
  /** Path and query of the page. */
  url: string
  /** The site's public address (canonical URLs, sharing tags). */
  origin: string
  signal?: AbortSignal
}

/** Queries a render asked for that have no data yet: loaded before the next render. */
type Wanted = QueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey>

/**
 * Notes every enabled query the route loaders and a render ask for. Route loaders load a page's
 * queries before its render (createRoutes with `isServerRender`), so a page normally renders
 * once. `useQuery` does not fetch while rendering on the server, so a query no loader loaded is
 * loaded after the render that asked for it, and the page rendered again, until it asks for
 * nothing new: every page's data is then in its HTML and in the state handed to the browser.
 */
function recordWantedQueries(client: QueryClient): Map<string, Wanted> {
  const wanted = new Map<string, Wanted>()
  const defaults = client.defaultQueryOptions.bind(client)
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options)
    if (defaulted.enabled !== false && typeof defaulted.queryFn === 'function')
      wanted.set(defaulted.queryHash, defaulted as unknown as Wanted)
    return defaulted
  }) as QueryClient['defaultQueryOptions']
  return wanted
}

const MAX_PASSES = 4

async function toHtml(node: React.ReactNode, signal?: AbortSignal): Promise<string> {
  // One piece of HTML, every section in place: no boundary is sent later with an inline
  // script (the page's policy allows no inline script, and the HTML is complete anyway).
  const { prelude } = await prerenderToNodeStream(node, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(signal ? { signal } : {}),
  })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

function statusOf(context: StaticHandlerContext, collector: PageMetaCollector): number {
  if (collector.meta?.status) return collector.meta.status
  if (context.statusCode !== 200) return context.statusCode
  const leaf = context.matches.at(-1)
  return leaf?.route.path === '*' ? 404 : 200
}

/** Renders one public page with its data: the HTML of the app, its head tags and its state. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { ...queryClientDefaults.queries, retry: false, staleTime: Infinity },
    },
  })
  const wanted = recordWantedQueries(queryClient)
  const routes = createRoutes(queryClient, { isServerRender: true })
  const handler = createStaticHandler(routes)
  const fetchRequest = new Request(new URL(request.url, request.origin), {
    ...(request.signal ? { signal: request.signal } : {}),
  })
  setSiteOrigin(request.origin)
  const context = await handler.query(fetchRequest)
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    }
  }
  // A loader that failed: the browser renders the page (and its error) itself.
  if (context.errors) return { kind: 'client' }
  const router = createStaticRouter(handler.dataRoutes, context)

  let body = ''
  let collector: PageMetaCollector = { meta: null }
  // A loader may start a query without waiting for it (in the browser the page shows at once):
  // the render waits for it here. What the loaders asked for is then loaded, and a query of
  // theirs that failed (a missing item, a signed-in only answer) is not asked for again: it is
  // left to the page's error state or to the browser.
  await Promise.all(
    queryClient
      .getQueryCache()
      .findAll({ fetchStatus: 'fetching' })
      .map((query) => Promise.resolve(query.promise).catch(() => undefined)),
  )
  const tried = new Set(wanted.keys())
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    collector = { meta: null }
    body = await toHtml(
      <StrictMode>
        <AppProvider queryClient={queryClient} session={signedOut}>
          <PageMetaProvider collector={collector}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            <HydrationDone />
          </PageMetaProvider>
        </AppProvider>
      </StrictMode>,
      request.signal,
    )
    const missing = [...wanted.entries()].filter(
      ([hash]) =>
        !tried.has(hash) && queryClient.getQueryCache().get(hash)?.state.data === undefined,
    )
    if (missing.length === 0) break
    for (const [hash] of missing) tried.add(hash)
    // A query that fails (a missing item, a signed-in only answer) is left to the browser.
    await Promise.all(missing.map(([, options]) => queryClient.prefetchQuery(options)))
  }

  const url = new URL(request.url, request.origin)
  const head = collector.meta
    ? renderHeadHtml(collector.meta, { origin: request.origin, path: url.pathname })
    : ''
  const state = scriptSafeJson({
    origin: request.origin,
    url: url.pathname + url.search,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  })
  return { kind: 'page', status: statusOf(context, collector), head, body, state }
}

/** Lets the server answer the render's API calls without a network round trip. */
export function setTransport(transport: ApiTransport): void {
  setApiTransport(transport)
}
