import { pageQueryParams } from '@app/domain/pages'
import type { PageMeta } from './head-tags'

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
