/**
 * The artwork of sharing cards, drawn as SVG from the item itself, so a card shows the same cover
 * the visitor sees on the site (DESIGN.md, Artwork): the course and article covers come from the
 * recipe the web app draws too (`@app/domain/artwork`), here turned into SVG text at their
 * 160 x 100 view box. Pure string building, no I/O.
 */
import { articleArtwork } from '@app/domain/artwork/articles'
import { avatarColor, initialsOf } from '@app/domain/artwork/avatars'
import { courseArtwork, patternElement, svgMarkup, type ArtOptions } from '@app/domain/artwork'
import { escapeXml } from '@app/domain/markup'

/** The fonts a card's text is drawn with: Inter when installed, else the widest fallback. */
export const FONT = "Inter, 'Inter Variable', 'DejaVu Sans', system-ui, sans-serif"

/** The inner markup of a 160 x 100 view box; ids start with `prefix`. */
export type Art = (prefix: string) => string

const artOptions = (prefix: string): ArtOptions => ({
  id: (definition) => `${prefix}${definition}`,
  fontFamily: FONT,
})

/** A course's own generated cover, as the course's pages show it. */
export function courseArt(course: {
  id: number
  title: string
  category: string | undefined
}): Art {
  return (prefix) => svgMarkup(courseArtwork(course, artOptions(prefix)).nodes)
}

/** A blog article's cover, as the blog shows it. */
export function articleArt(article: { id: number; title: string; category: string }): Art {
  return (prefix) => svgMarkup(articleArtwork(article, artOptions(prefix)))
}

/** A mentor's portrait panel: their avatar colour, their initials in a large disc. */
export function mentorArt(mentor: { name: string }): Art {
  const colour = avatarColor(mentor.name)
  return (prefix) =>
    `<defs><linearGradient id="${prefix}g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0.13"/><stop offset="1" stop-color="${colour}" stop-opacity="0.33"/></linearGradient></defs>` +
    `<rect width="160" height="100" fill="#fff"/>` +
    `<rect width="160" height="100" fill="url(#${prefix}g)"/>` +
    `<circle cx="132" cy="14" r="22" fill="${colour}" fill-opacity="0.12"/>` +
    `<circle cx="22" cy="92" r="26" fill="${colour}" fill-opacity="0.1"/>` +
    `<circle cx="80" cy="50" r="34" fill="${colour}"/>` +
    `<text x="80" y="50" dy="0.35em" text-anchor="middle" fill="#fff" font-size="26" font-weight="700" font-family="${FONT}">${escapeXml(initialsOf(mentor.name))}</text>`
}

/** The site's own panel: the accent gradient, soft shapes and the logo's mark. */
export function siteArt(): Art {
  return (prefix) =>
    `<defs><linearGradient id="${prefix}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#7c3aed"/></linearGradient>` +
    svgMarkup([patternElement('dots', `${prefix}p`)]) +
    `</defs>` +
    `<rect width="160" height="100" fill="url(#${prefix}g)"/>` +
    `<rect width="160" height="100" fill="url(#${prefix}p)"/>` +
    `<circle cx="132" cy="18" r="34" fill="#fff" fill-opacity="0.1"/>` +
    `<circle cx="26" cy="98" r="32" fill="#000" fill-opacity="0.08"/>` +
    `<g transform="translate(56 26) scale(1.5)">${logoMark()}</g>`
}

/** The logo's mark on its 32-unit grid: the accent square with the two strokes of the L. */
export function logoMark(): string {
  return (
    '<rect width="32" height="32" rx="8" fill="#4f46e5"/>' +
    '<path d="M9 8v16h14" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<path d="M15 8v10h8" fill="none" stroke="#c7d2fe" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>'
  )
}
