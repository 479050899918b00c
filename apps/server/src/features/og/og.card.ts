/**
 * Sharing cards (Open Graph and Twitter images), 1200 x 630: the site's mark and name, what the
 * item is (category), its title, who made it, its rating and price on the left, and its own
 * cover on the right. Pure string building: `og.render.ts` turns the SVG into a PNG.
 */
import { iconElement, STAR_ICON, svgMarkup } from '@app/domain/artwork'
import { formatCount, formatPrice, formatPriceOrFree } from '@app/domain/format'
import { escapeXml } from '@app/domain/markup'
import { FONT, logoMark, type Art } from './og.art'

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

const INK = '#131836'
const MUTED = '#4b5163'
const ACCENT = '#4f46e5'
const TINT = '#eef2ff'
const STAR = '#f59e0b'
const LINE = '#e6e8ef'

/** Where the picture of the item goes and how large it is. */
export interface ArtBox {
  x: number
  y: number
  width: number
  height: number
  radius: number
}

/** 16:10, like the covers of the course cards. */
export const WIDE_ART: ArtBox = { x: 624, y: 64, width: 512, height: 320, radius: 20 }
/** Square, like the shop's product covers. */
export const SQUARE_ART: ArtBox = { x: 796, y: 64, width: 340, height: 340, radius: 20 }

export interface CardInput {
  /** What the item is: its category, or "Mentor". */
  eyebrow: string
  title: string
  byline?: string | undefined
  rating?: { value: number; count: number; noun: string } | undefined
  price?: { cents: number; compareAtCents: number | null } | undefined
  /** Short figures, joined with middle dots ("11 lessons · 229 students"). */
  facts?: readonly string[] | undefined
  /** The item's picture: drawn here, or an image laid over the box by the renderer. */
  art: { box: ArtBox; draw?: Art | undefined }
}

/** 4.87 -> "4.9", 5 -> "5.0" (one decimal, as the site shows ratings). */
export const formatRating = (value: number) => (Math.round(value * 10) / 10).toFixed(1)

/**
 * Advance of a glyph as a share of the font size, for a bold sans (DejaVu Sans Bold, the widest
 * of the fonts the card may be drawn with): enough to keep text inside its box. Regular text
 * is about a fifth narrower.
 */
function glyphWidth(char: string): number {
  if (/[.,:;'!|il]/.test(char)) return 0.38
  if (char === ' ') return 0.35
  if (/[MWmw@%]/.test(char)) return 1.0
  if (/[A-Z]/.test(char)) return 0.78
  return 0.7
}

/** The drawn width of `text` at `size` px, bold or not, `spacing` px between letters. */
export function textWidth(text: string, size: number, spacing = 0, isBold = true): number {
  let width = 0
  for (const char of text) width += glyphWidth(char) * size * (isBold ? 1 : 0.82) + spacing
  return width
}

/** Greedy word wrap by drawn width; a word longer than a line is cut. */
function wrapByWidth(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (textWidth(next, size) <= maxWidth) {
      line = next
      continue
    }
    if (line) lines.push(line)
    let rest = word
    while (textWidth(rest, size) > maxWidth) {
      let cut = rest.length - 1
      while (cut > 1 && textWidth(rest.slice(0, cut), size) > maxWidth) cut -= 1
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines
}

const TITLE_SIZES = [60, 54, 48, 44, 40] as const

/**
 * The title in as few, as large lines as fit `maxWidth` and `maxLines`; at the smallest size
 * the last line that fits ends with an ellipsis.
 */
export function fitTitle(
  title: string,
  maxWidth: number,
  maxLines: number,
): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES) {
    const lines = wrapByWidth(title, size, maxWidth)
    if (lines.length <= maxLines) return { size, lines }
  }
  const size = TITLE_SIZES.at(-1)!
  const lines = wrapByWidth(title, size, maxWidth).slice(0, maxLines)
  let last = lines[maxLines - 1] ?? ''
  while (last.length > 1 && textWidth(`${last}…`, size) > maxWidth) last = last.slice(0, -1)
  lines[maxLines - 1] = `${last.replace(/[\s,:;.-]+$/, '')}…`
  return { size, lines }
}

/** One line cut to `maxWidth` with an ellipsis. */
function clipLine(
  text: string,
  size: number,
  maxWidth: number,
  spacing = 0,
  isBold = true,
): string {
  const line = text.replace(/\s+/g, ' ').trim()
  const width = (t: string) => textWidth(t, size, spacing, isBold)
  if (width(line) <= maxWidth) return line
  let cut = line
  while (cut.length > 1 && width(`${cut}…`) > maxWidth) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

const text = (
  x: number,
  y: number,
  size: number,
  weight: number,
  fill: string,
  content: string,
  extra = '',
) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(content)}</text>`

const LEFT = 64
const LEFT_WIDTH = 520

/** The whole SVG document of a card. */
export function cardSvg(input: CardInput): string {
  const parts: string[] = []
  const { box } = input.art
  const leftWidth = Math.min(LEFT_WIDTH, box.x - LEFT - 40)

  // The site's mark and name.
  parts.push(`<g transform="translate(${LEFT} 56) scale(1.5)">${logoMark()}</g>`)
  parts.push(text(LEFT + 64, 92, 32, 700, INK, 'Learnlane', ' letter-spacing="-0.5"'))

  // What the item is, in a pill.
  const eyebrow = clipLine(input.eyebrow.toUpperCase(), 18, leftWidth - 40, 1.5)
  const pillWidth = Math.min(leftWidth, Math.ceil(textWidth(eyebrow, 18, 1.5)) + 40)
  parts.push(`<rect x="${LEFT}" y="140" width="${pillWidth}" height="40" rx="20" fill="${TINT}"/>`)
  parts.push(text(LEFT + 20, 166, 18, 700, ACCENT, eyebrow, ' letter-spacing="1.5"'))

  // The title, as large as it fits; the byline under it.
  const hasFooter = input.rating !== undefined || (input.facts?.length ?? 0) > 0
  const maxLines = input.byline ? (hasFooter ? 3 : 4) : hasFooter ? 4 : 5
  const title = fitTitle(input.title, leftWidth, maxLines)
  const lineHeight = Math.round(title.size * 1.15)
  let y = 214 + title.size
  const tspans = title.lines
    .map((line, i) => `<tspan x="${LEFT}" y="${y + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')
  parts.push(
    `<text font-family="${FONT}" font-size="${title.size}" font-weight="800" fill="${INK}" letter-spacing="-1">${tspans}</text>`,
  )
  y += (title.lines.length - 1) * lineHeight
  if (input.byline) {
    y += 52
    parts.push(text(LEFT, y, 26, 500, MUTED, clipLine(input.byline, 26, leftWidth, 0, false)))
  }

  // Rating and figures along the bottom.
  if (input.rating && input.rating.count > 0) {
    const star = iconElement(STAR_ICON, LEFT, 532, 30, STAR)
    parts.push(svgMarkup([{ ...star, attrs: { ...star.attrs, fill: STAR } }]))
    const value = formatRating(input.rating.value)
    parts.push(text(LEFT + 42, 557, 28, 700, INK, value))
    const count = `(${formatCount(input.rating.count)} ${input.rating.noun})`
    parts.push(
      text(
        LEFT + 42 + Math.ceil(textWidth(value, 28)) + 12,
        557,
        22,
        500,
        MUTED,
        clipLine(count, 22, leftWidth - 120, 0, false),
      ),
    )
  }
  if (input.facts?.length) {
    const factsY = input.rating && input.rating.count > 0 ? 598 : 557
    const facts = clipLine(input.facts.join(' · '), 22, leftWidth, 0, false)
    parts.push(text(LEFT, factsY, 22, 500, MUTED, facts))
  }

  // The item's picture on a soft shadow (layered outlines: a blur filter costs a quarter second).
  for (const spread of [18, 12, 7, 3]) {
    parts.push(
      `<rect x="${box.x - spread}" y="${box.y - spread + 12}" width="${box.width + 2 * spread}" height="${box.height + 2 * spread}" rx="${box.radius + spread}" fill="${INK}" fill-opacity="0.025"/>`,
    )
  }
  parts.push(
    `<rect x="${box.x - 1}" y="${box.y - 1}" width="${box.width + 2}" height="${box.height + 2}" rx="${box.radius + 1}" fill="${LINE}"/>`,
  )
  if (input.art.draw) {
    parts.push(
      `<g clip-path="url(#art-clip)"><svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice">${input.art.draw('art-')}</svg></g>`,
    )
  }

  // The price under the picture: the price, the struck-through compare-at price and the saving.
  if (input.price) {
    const right = WIDE_ART.x + WIDE_ART.width
    const priceY = box.y + box.height + 96
    const price = formatPriceOrFree(input.price.cents)
    parts.push(text(right, priceY, 56, 800, INK, price, ' text-anchor="end" letter-spacing="-1"'))
    const compare = input.price.compareAtCents
    if (compare !== null && compare > input.price.cents && input.price.cents > 0) {
      const priceWidth = textWidth(price, 56) - price.length
      const compareRight = right - priceWidth - 20
      parts.push(
        text(
          compareRight,
          priceY,
          28,
          500,
          MUTED,
          formatPrice(compare),
          ' text-anchor="end" text-decoration="line-through"',
        ),
      )
      const off = `${Math.round((1 - input.price.cents / compare) * 100)}% OFF`
      const badgeWidth = Math.ceil(textWidth(off, 20, 1)) + 28
      parts.push(
        `<rect x="${right - badgeWidth}" y="${priceY + 22}" width="${badgeWidth}" height="36" rx="18" fill="${STAR}"/>`,
        text(
          right - badgeWidth / 2,
          priceY + 47,
          20,
          800,
          INK,
          off,
          ' text-anchor="middle" letter-spacing="1"',
        ),
      )
    }
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<defs>` +
    `<clipPath id="art-clip"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${box.radius}"/></clipPath>` +
    `<linearGradient id="card-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f6f7fb"/></linearGradient>` +
    `</defs>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#card-bg)"/>` +
    `<rect width="${CARD_WIDTH}" height="8" fill="${ACCENT}"/>` +
    parts.join('') +
    `</svg>`
  )
}

/** The site's logo, square: the mark on white, for search engines' knowledge panels. */
export function logoSvg(size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" fill="#ffffff"/><g transform="translate(4 4)">${logoMark()}</g></svg>`
  )
}
