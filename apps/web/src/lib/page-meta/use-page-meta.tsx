import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { headTags, type PageMeta } from './head-tags'

/**
 * Collects the meta of the page being rendered on the server. The last page to call
 * `usePageMeta` in a render wins; every page calls it exactly once (its route module, or the
 * one layout component that frames it), so the server and the browser agree on which it is.
 */
export interface PageMetaCollector {
  meta: PageMeta | null
}

const PageMetaContext = createContext<PageMetaCollector | null>(null)

export function PageMetaProvider({
  collector,
  children,
}: {
  collector: PageMetaCollector
  children: ReactNode
}) {
  return <PageMetaContext.Provider value={collector}>{children}</PageMetaContext.Provider>
}

/** Puts the page's head tags in the document, replacing the previous page's. */
function applyToDocument(meta: PageMeta): void {
  const tags = headTags(meta, { origin: location.origin, path: location.pathname })
  document.title = tags.title
  for (const el of document.head.querySelectorAll('[data-page-meta], meta[name="description"]'))
    el.remove()
  const fragment = document.createDocumentFragment()
  for (const m of tags.metas) {
    const el = document.createElement('meta')
    for (const [k, v] of Object.entries(m)) el.setAttribute(k, v)
    el.setAttribute('data-page-meta', '')
    fragment.append(el)
  }
  const link = document.createElement('link')
  link.rel = 'canonical'
  link.href = tags.canonical
  link.setAttribute('data-page-meta', '')
  fragment.append(link)
  for (const json of tags.jsonLd) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = json
    script.setAttribute('data-page-meta', '')
    fragment.append(script)
  }
  document.head.append(fragment)
}

/** Notes the page's meta for the server render (which writes it into the head). */
function record(collector: PageMetaCollector, meta: PageMeta): void {
  collector.meta = meta
}

/**
 * Declares the page's title, description, canonical address, sharing tags and structured data:
 * written into the HTML by the server and kept in the document as the visitor navigates. Call it
 * once per page.
 */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaContext)
  if (collector) record(collector, meta)
  const key = JSON.stringify(meta)
  useEffect(() => {
    applyToDocument(JSON.parse(key) as PageMeta)
  }, [key])
}
