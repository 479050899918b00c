import { FILES_PATH } from '@app/domain/files'
import { escapeXml } from '@app/domain/markup'
import { closedPageRules, listedPaths, pagePath } from '@app/domain/pages'
import type { SeoRepository, SitemapKind, SitemapRow } from './seo.repository'

/** The most addresses one sitemap file may hold (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000

/**
 * The public pages that are not one catalog item each, as people find them in the header, the
 * footer and the human sitemap: the pages the page table (@app/domain/pages) lists, in its order.
 * Left out: the course variant page (its canonical address is the course's own page), search
 * results, sign-in forms, the cart, checkout and every account area.
 */
export const STATIC_PAGES: readonly string[] = listedPaths()

/** The page of each kind of catalog item sitemap.xml lists. */
const PAGE_OF: Record<SitemapKind, (id: number) => string> = {
  course: (id) => pagePath('course', { id }),
  mentor: (id) => pagePath('instructor', { id }),
  article: (id) => pagePath('article', { id }),
  product: (id) => pagePath('shopSingle', { id }),
}

/**
 * Addresses that must not be crawled: the API (but for the images pages show and share), the
 * pages the page table closes (account areas, admin, cart to order, sign-in forms, lessons,
 * certificates, search results, notices), the forms' answers and the framed map.
 */
const DISALLOWED = ['/api/', ...closedPageRules(), '/form/', '/embed/'] as const
const ALLOWED_UNDER_API = [FILES_PATH, '/api/og/'] as const

function isoDate(value: Date | string | null): string | null {
  if (value === null) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

function urlEntry(loc: string, lastModified: string | null): string {
  const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`
}

export interface SeoSettings {
  /** The site's address without a trailing slash (config PUBLIC_URL). */
  publicUrl: string
  /** Addresses per sitemap file; past it, /sitemap.xml is an index of numbered files. */
  maxUrlsPerFile?: number
}

export function createSeoService(repo: SeoRepository, settings: SeoSettings) {
  const max = settings.maxUrlsPerFile ?? SITEMAP_MAX_URLS
  const absolute = (path: string) => `${settings.publicUrl}${path}`

  /** The `<url>` entries from `offset` on, at most `limit`: the static pages, then the catalog. */
  async function urls(offset: number, limit: number): Promise<string[]> {
    const statics = STATIC_PAGES.slice(offset, offset + limit).map((path) =>
      urlEntry(absolute(path), null),
    )
    const rest = limit - statics.length
    const rows: SitemapRow[] =
      rest > 0 ? await repo.entries(Math.max(0, offset - STATIC_PAGES.length), rest) : []
    return [
      ...statics,
      ...rows.map((row) =>
        urlEntry(absolute(PAGE_OF[row.kind](row.id)), isoDate(row.lastModified)),
      ),
    ]
  }

  const urlset = (entries: string[]) =>
    `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`

  return {
    /**
     * /sitemap.xml: every public page when they fit one file, otherwise an index of the numbered
     * files (`/sitemaps/1.xml`, …) that hold them.
     */
    async sitemap(): Promise<string> {
      const total = STATIC_PAGES.length + (await repo.count())
      if (total <= max) return urlset(await urls(0, max))
      const files = Math.ceil(total / max)
      const entries = Array.from(
        { length: files },
        (_, i) => `<sitemap><loc>${escapeXml(absolute(`/sitemaps/${i + 1}.xml`))}</loc></sitemap>`,
      )
      return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`
    },

    /** One numbered file of the index (from 1), or null when there is no such file. */
    async sitemapPart(part: number): Promise<string | null> {
      const total = STATIC_PAGES.length + (await repo.count())
      if (total <= max || part < 1 || part > Math.ceil(total / max)) return null
      return urlset(await urls((part - 1) * max, max))
    },

    robots(): string {
      return [
        '# Learnlane: public pages are open to every crawler; accounts, checkout and the API are not.',
        'User-agent: *',
        'Allow: /',
        ...ALLOWED_UNDER_API.map((path) => `Allow: ${path}`),
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n')
    },
  }
}
export type SeoService = ReturnType<typeof createSeoService>
