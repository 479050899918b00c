import { escapeHtml, scriptSafeJson } from '@app/domain/markup'
import { pageQueryParams } from '@app/domain/pages'
import { createContext, useContext, useEffect, type ReactNode } from 'react'

/** A sharing image with what link previews want to know about it. */
export interface PageImage {
  /** A path on this site (`/api/og/courses/3.png`) or an absolute address. */
  url: string
  /** What the image shows, for people who cannot see it. */
  alt: string
  width?: number | undefined
  height?: number | undefined
}

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** The page's own title; ` — Learnlane` is added. Empty: just `Learnlane`. */
  title: string
  /** 70-160 characters, unique per page (see `metaDescription`). */
  description?: string | undefined
  /** Path of the canonical address (`/course-single-v1/3`); default: the current path, no query. */
  canonicalPath?: string | undefined
  /** Sharing image: a path on this site or an absolute address, or the image with its details. */
  image?: string | PageImage | undefined
  /** Open Graph type. */
  type?: 'website' | 'article' | 'product' | 'profile' | undefined
  /** Open Graph price of a page that sells one thing (`product:price:*`). */
  price?: { amount: string; currency: string } | undefined
  /** Open Graph details of an article (`article:*`). */
  article?:
    | {
        publishedTime?: string | undefined
        author?: string | undefined
        section?: string | undefined
      }
    | undefined
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd?: readonly object[] | undefined
  /** Pages that must not be indexed (sign-in forms, errors, personal pages). */
  noindex?: boolean | undefined
  /** HTTP status of the server-rendered page (404 for a page that is not there); default 200. */
  status?: number | undefined
}

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

export const SITE_NAME = 'Learnlane'

export function fullTitle(title: string): string {
  return title ? `${title} — ${SITE_NAME}` : SITE_NAME
}

const isAbsolute = (href: string) => /^https?:\/\//i.test(href)

function absolute(origin: string, href: string): string {
  return isAbsolute(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`
}

/** JSON-LD properties that hold an address: site paths in them are made absolute. */
const URL_KEYS = new Set(['@id', 'url', 'item', 'image', 'logo', 'urlTemplate', 'mainEntityOfPage'])

/** A copy of a JSON-LD value with every site path under a URL property made absolute. */
function withAbsoluteUrls(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') {
    return URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//')
      ? absolute(origin, value)
      : value
  }
  if (Array.isArray(value)) return value.map((v) => withAbsoluteUrls(v, origin, key))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withAbsoluteUrls(v, origin, k)]),
    )
  }
  return value
}

/** The head tags of a page as attribute records, the same on the server and in the browser. */
export function headTags(
  meta: PageMeta,
  where: { origin: string; path: string },
): { title: string; metas: Record<string, string>[]; canonical: string; jsonLd: string[] } {
  const title = fullTitle(meta.title)
  const canonical = absolute(where.origin, meta.canonicalPath ?? where.path)
  const picture = typeof meta.image === 'string' ? { url: meta.image } : meta.image
  const image = picture ? absolute(where.origin, picture.url) : undefined
  const shareTitle = meta.title || SITE_NAME
  const metas: Record<string, string>[] = []
  if (meta.description) metas.push({ name: 'description', content: meta.description })
  if (meta.noindex) metas.push({ name: 'robots', content: 'noindex' })
  metas.push(
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: shareTitle },
    { property: 'og:type', content: meta.type ?? 'website' },
    { property: 'og:url', content: canonical },
  )
  if (meta.description) metas.push({ property: 'og:description', content: meta.description })
  if (image && picture) {
    metas.push({ property: 'og:image', content: image })
    if ('width' in picture && picture.width && picture.height) {
      metas.push(
        { property: 'og:image:width', content: String(picture.width) },
        { property: 'og:image:height', content: String(picture.height) },
      )
    }
    if ('alt' in picture && picture.alt) {
      metas.push({ property: 'og:image:alt', content: picture.alt })
    }
  }
  if (meta.price) {
    metas.push(
      { property: 'product:price:amount', content: meta.price.amount },
      { property: 'product:price:currency', content: meta.price.currency },
    )
  }
  if (meta.article?.publishedTime) {
    metas.push({ property: 'article:published_time', content: meta.article.publishedTime })
  }
  if (meta.article?.author) metas.push({ property: 'article:author', content: meta.article.author })
  if (meta.article?.section) {
    metas.push({ property: 'article:section', content: meta.article.section })
  }
  metas.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: shareTitle },
  )
  if (meta.description) metas.push({ name: 'twitter:description', content: meta.description })
  if (image && picture) {
    metas.push({ name: 'twitter:image', content: image })
    if ('alt' in picture && picture.alt) {
      metas.push({ name: 'twitter:image:alt', content: picture.alt })
    }
  }
  const jsonLd = (meta.jsonLd ?? []).map((item) =>
    scriptSafeJson({
      '@context': 'https://schema.org',
      ...(withAbsoluteUrls(item, where.origin) as object),
    }),
  )
  return { title, metas, canonical, jsonLd }
}

/** The head tags as HTML for the server-rendered page. */
export function renderHeadHtml(meta: PageMeta, where: { origin: string; path: string }): string {
  const tags = headTags(meta, where)
  const attrs = (record: Record<string, string>) =>
    Object.entries(record)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ')
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.metas.map((m) => `<meta ${attrs(m)} data-page-meta>`),
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" data-page-meta>`,
    ...tags.jsonLd.map(
      (json) => `<script type="application/ld+json" data-page-meta>${json}</script>`,
    ),
  ].join('')
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

const DESCRIPTION_MIN = 70
const DESCRIPTION_MAX = 160

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Cuts `text` to at most `max` characters at a word boundary, ending with "…" when cut. */
export function clipText(text: string, max: number): string {
  const line = oneLine(text)
  if (line.length <= max) return line
  const cut = line.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  const kept = atWord > max * 0.6 ? cut.slice(0, atWord) : cut
  return `${kept.replace(/[\s,;:.\-–—]+$/, '')}…`
}

/**
 * A meta description of 70-160 characters from the page's own texts, most specific first: parts
 * are added, as sentences, until the text is long enough, and the result is cut at a word when it
 * is too long. Empty parts are skipped.
 */
export function metaDescription(...parts: (string | null | undefined)[]): string {
  let text = ''
  for (const part of parts) {
    const piece = oneLine(part ?? '')
    if (!piece) continue
    if (!text) text = piece
    else text = `${/[.!?…]$/.test(text) ? text : `${text}.`} ${piece}`
    if (text.length >= DESCRIPTION_MIN) break
  }
  return clipText(text, DESCRIPTION_MAX)
}

/**
 * The canonical address of a paged list: the list itself, with `?page=N` only on a later page of
 * the unfiltered list (parameters the list does not read left out). A filtered or re-sorted view
 * points at the plain list, so search engines index each course once, not once per combination
 * of filters.
 */
export function listingCanonical(path: string, search: string | URLSearchParams): string {
  // Parameters the list does not read (a tracking tag) change nothing on it.
  const read = pageQueryParams(path)
  const params = new URLSearchParams(
    [...new URLSearchParams(search)].filter(([name]) => read.includes(name)),
  )
  const keys = [...new Set(params.keys())]
  if (keys.length !== 1 || keys[0] !== 'page') return path
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path
}

/**
 * The meta of a paged list at `meta.canonicalPath` for the address's query: the canonical address
 * of `listingCanonical`, and a later page of the plain list says which page it is in its title
 * and description (each page of a list is a page of its own to a search engine).
 */
export function listingMeta(meta: PageMeta & { canonicalPath: string }, search: string): PageMeta {
  const canonicalPath = listingCanonical(meta.canonicalPath, search)
  const page = Number(new URL(canonicalPath, 'http://x').searchParams.get('page') ?? 1)
  if (page <= 1) return { ...meta, canonicalPath }
  return {
    ...meta,
    canonicalPath,
    title: `${meta.title}, Page ${page}`,
    description: clipText(`Page ${page}. ${meta.description ?? ''}`, DESCRIPTION_MAX),
  }
}
