import { escapeHtml, scriptSafeJson } from '@app/domain/markup'

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
