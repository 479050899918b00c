/**
 * A product's cover, drawn as SVG from the product itself (DESIGN.md, Artwork): the title set
 * large, a layout variant and shapes chosen by a random generator seeded with the product id,
 * the category's palette and a drawn icon for the category. Pure string building, no I/O.
 */
import { escapeXml } from '@app/domain/markup'

export interface CoverInput {
  id: number
  title: string
  category: string
  author: string
}

/** The URL of a product's cover (`Product.imgSrc`). */
export const productCoverUrl = (id: number): string => `/api/products/${id}/cover.svg`

export const COVER_SIZE = 800

interface Palette {
  /** Background gradient, light to a little darker. */
  from: string
  to: string
  /** Category label, icon and the strongest shapes. */
  accent: string
  /** Softer shapes. */
  soft: string
  /** Title text: at least 7:1 against `from` and `to`. */
  ink: string
  /** Author line. */
  muted: string
}

const PALETTES: Record<string, Palette> = {
  Books: {
    from: '#eef2ff',
    to: '#c7d2fe',
    accent: '#4338ca',
    soft: '#818cf8',
    ink: '#131836',
    muted: '#3f4466',
  },
  Electronics: {
    from: '#ecfeff',
    to: '#a5f3fc',
    accent: '#0e7490',
    soft: '#22d3ee',
    ink: '#082f3a',
    muted: '#2c4d57',
  },
  Stationery: {
    from: '#fffbeb',
    to: '#fde68a',
    accent: '#92400e',
    soft: '#f59e0b',
    ink: '#2a1703',
    muted: '#5a4220',
  },
  'Gift Cards': {
    from: '#fff1f2',
    to: '#fecdd3',
    accent: '#be123c',
    soft: '#fb7185',
    ink: '#2b0a14',
    muted: '#5c2a38',
  },
}

/** For a category without its own palette: picked by a hash of the category name. */
const EXTRA_PALETTES: readonly Palette[] = [
  {
    from: '#f0fdf4',
    to: '#bbf7d0',
    accent: '#15803d',
    soft: '#4ade80',
    ink: '#0a2614',
    muted: '#2f4a37',
  },
  {
    from: '#faf5ff',
    to: '#e9d5ff',
    accent: '#7e22ce',
    soft: '#c084fc',
    ink: '#220b38',
    muted: '#4b3660',
  },
  {
    from: '#f8fafc',
    to: '#cbd5e1',
    accent: '#334155',
    soft: '#94a3b8',
    ink: '#0f172a',
    muted: '#3b4556',
  },
]

/*
 * Category icons: the node data of Lucide's book-open, cpu, pencil-ruler, gift and package
 * (ISC licence, https://lucide.dev), on Lucide's 24-unit grid, drawn with a stroke.
 */
const ICONS: Record<string, string> = {
  Books:
    '<path d="M12 5v16"/><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z"/>',
  Electronics:
    '<path d="M12 20v2M12 2v2M17 20v2M17 2v2M2 12h2M2 17h2M2 7h2M20 12h2M20 17h2M20 7h2M7 20v2M7 2v2"/><rect x="4" y="4" width="16" height="16" rx="2"/><rect x="8" y="8" width="8" height="8" rx="1"/>',
  Stationery:
    '<path d="M13 7 8.7 2.7a2.41 2.41 0 0 0-3.4 0L2.7 5.3a2.41 2.41 0 0 0 0 3.4L7 13"/><path d="m8 6 2-2M18 16l2-2M15 5l4 4"/><path d="m17 11 4.3 4.3c.94.94.94 2.46 0 3.4l-2.6 2.6c-.94.94-2.46.94-3.4 0L11 17"/><path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"/>',
  'Gift Cards':
    '<path d="M12 7v14"/><path d="M20 11v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8"/><path d="M7.5 7a1 1 0 0 1 0-5A4.8 8 0 0 1 12 7a4.8 8 0 0 1 4.5-5 1 1 0 0 1 0 5"/><rect x="3" y="7" width="18" height="4" rx="1"/>',
}
const DEFAULT_ICON =
  '<path d="M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z"/><path d="M12 22V12"/><polyline points="3.29 7 12 12 20.71 7"/><path d="m7.5 4.27 9 5.15"/>'

const FONT = "Inter, 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

/** mulberry32 seeded with a mix of the id: the same id always draws the same cover. */
export function seededRandom(seed: number): () => number {
  let h = (seed ^ 0x9e3779b9) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  let state = (h ^ (h >>> 16)) >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function hashText(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0
  return h
}

const paletteFor = (category: string): Palette =>
  PALETTES[category] ?? EXTRA_PALETTES[hashText(category) % EXTRA_PALETTES.length]!

/** Average advance of a bold sans glyph, as a share of the font size (a little generous). */
const GLYPH_WIDTH = 0.62

/** Greedy word wrap to `maxChars`; a word longer than a line is cut. */
function wrap(words: string[], maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    let rest = word
    while (rest.length > maxChars) {
      if (line) lines.push(line)
      lines.push(rest.slice(0, maxChars))
      rest = rest.slice(maxChars)
      line = ''
    }
    if (!rest) continue
    if (!line) line = rest
    else if (line.length + 1 + rest.length <= maxChars) line = `${line} ${rest}`
    else {
      lines.push(line)
      line = rest
    }
  }
  if (line) lines.push(line)
  return lines
}

const LINE_HEIGHT = 1.1
const TITLE_SIZES = [88, 80, 72, 66, 60, 54, 48, 44, 40]

/**
 * The title in as few, as large lines as fit a box of `width` by `height`; when even the
 * smallest size needs more lines than fit, the last line ends with an ellipsis.
 */
export function fitTitle(
  title: string,
  width: number,
  height: number,
): { size: number; lineHeight: number; lines: string[] } {
  const words = title.trim().split(/\s+/).filter(Boolean)
  const linesFitting = (size: number, lineHeight: number) =>
    Math.max(1, Math.floor((height - size) / lineHeight) + 1)
  for (const size of TITLE_SIZES) {
    const lineHeight = Math.round(size * LINE_HEIGHT)
    const lines = wrap(words, Math.floor(width / (size * GLYPH_WIDTH)))
    if (lines.length <= linesFitting(size, lineHeight)) return { size, lineHeight, lines }
  }
  const size = TITLE_SIZES.at(-1)!
  const lineHeight = Math.round(size * LINE_HEIGHT)
  const maxLines = linesFitting(size, lineHeight)
  const maxChars = Math.floor(width / (size * GLYPH_WIDTH))
  const lines = wrap(words, maxChars).slice(0, maxLines)
  const last = lines[maxLines - 1] ?? ''
  lines[maxLines - 1] = `${last.slice(0, maxChars - 1).trimEnd()}…`
  return { size, lineHeight, lines }
}

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!
const between = (random: Random, min: number, max: number) =>
  Math.round(min + random() * (max - min))

/** One decorative shape somewhere in the box. */
function shape(
  random: Random,
  box: { x: number; y: number; w: number; h: number },
  colours: readonly string[],
): string {
  const cx = between(random, box.x, box.x + box.w)
  const cy = between(random, box.y, box.y + box.h)
  const r = between(random, 18, 70)
  const fill = pick(random, colours)
  const opacity = (0.25 + random() * 0.45).toFixed(2)
  const turn = between(random, 0, 359)
  switch (pick(random, ['circle', 'square', 'triangle', 'ring', 'pill'] as const)) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${opacity}"/>`
    case 'square':
      return `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${Math.round(r / 4)}" fill="${fill}" opacity="${opacity}" transform="rotate(${turn} ${cx} ${cy})"/>`
    case 'triangle':
      return `<path d="M${cx} ${cy - r}L${cx + Math.round(r * 0.87)} ${cy + Math.round(r / 2)}L${cx - Math.round(r * 0.87)} ${cy + Math.round(r / 2)}Z" fill="${fill}" opacity="${opacity}" transform="rotate(${turn} ${cx} ${cy})"/>`
    case 'ring':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${fill}" stroke-width="${between(random, 6, 14)}" opacity="${opacity}"/>`
    case 'pill':
      return `<rect x="${cx - r}" y="${cy - Math.round(r / 3)}" width="${2 * r}" height="${Math.round((2 * r) / 3)}" rx="${Math.round(r / 3)}" fill="${fill}" opacity="${opacity}" transform="rotate(${turn} ${cx} ${cy})"/>`
  }
}

/** The category icon in a badge of `size` px at (x, y). */
function iconBadge(category: string, x: number, y: number, size: number, p: Palette): string {
  const icon = ICONS[category] ?? DEFAULT_ICON
  const scale = (size * 0.6) / 24
  const inset = size * 0.2
  return (
    `<g transform="translate(${x} ${y})">` +
    `<rect width="${size}" height="${size}" rx="${Math.round(size * 0.28)}" fill="#ffffff" opacity="0.92"/>` +
    `<g transform="translate(${inset} ${inset}) scale(${scale.toFixed(3)})" fill="none" stroke="${p.accent}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${icon}</g>` +
    `</g>`
  )
}

interface TextBox {
  x: number
  /** Top of the category label. */
  y: number
  width: number
  /** From the top of the label to the bottom of the author line. */
  height: number
}

const LABEL_SPACE = 64
const AUTHOR_SPACE = 60

/** Category label, the title set as large as the box allows, and the author. */
function textBlock(input: CoverInput, p: Palette, box: TextBox): string {
  const titleHeight = box.height - LABEL_SPACE - AUTHOR_SPACE
  const { size, lineHeight, lines } = fitTitle(input.title, box.width, titleHeight)
  const firstBaseline = box.y + LABEL_SPACE + size
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${box.x}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  const authorY = firstBaseline + (lines.length - 1) * lineHeight + AUTHOR_SPACE - 4
  return (
    `<text x="${box.x}" y="${box.y + 26}" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="3" fill="${p.accent}">${escapeXml(input.category.toUpperCase())}</text>` +
    `<text font-family="${FONT}" font-size="${size}" font-weight="800" fill="${p.ink}" letter-spacing="-1">${tspans}</text>` +
    `<text x="${box.x}" y="${authorY}" font-family="${FONT}" font-size="30" font-weight="500" fill="${p.muted}">${escapeXml(input.author)}</text>`
  )
}

const LAYOUTS = ['corner', 'band', 'rings', 'grid'] as const
export type CoverLayout = (typeof LAYOUTS)[number]

/** The layout a product's cover uses (seeded by its id). */
export const coverLayout = (id: number): CoverLayout => pick(seededRandom(id), LAYOUTS)

/** The whole SVG document of a product's cover. */
export function productCoverSvg(input: CoverInput): string {
  const random = seededRandom(input.id)
  const layout = pick(random, LAYOUTS)
  const p = paletteFor(input.category)
  const S = COVER_SIZE
  const colours = [p.soft, p.accent, '#ffffff']
  const angle = between(random, 0, 3) * 45
  const parts: string[] = []

  const shapes = (count: number, box: { x: number; y: number; w: number; h: number }) => {
    for (let i = 0; i < count; i++) parts.push(shape(random, box, colours))
  }

  switch (layout) {
    case 'corner': {
      // A large disc off the top-right corner with the icon on it; the title at the bottom.
      const r = between(random, 230, 300)
      parts.push(`<circle cx="${S - 40}" cy="40" r="${r}" fill="${p.soft}" opacity="0.45"/>`)
      parts.push(`<circle cx="${S - 40}" cy="40" r="${r - 70}" fill="${p.accent}" opacity="0.18"/>`)
      shapes(between(random, 3, 5), { x: 60, y: 60, w: 380, h: 220 })
      parts.push(iconBadge(input.category, S - 250, 110, 136, p))
      parts.push(textBlock(input, p, { x: 64, y: 330, width: S - 128, height: 420 }))
      break
    }
    case 'band': {
      // A tilted band across the top holding the icon; the title below it.
      const tilt = between(random, -12, 12)
      parts.push(
        `<rect x="-100" y="70" width="${S + 200}" height="200" fill="${p.soft}" opacity="0.5" transform="rotate(${tilt} ${S / 2} 170)"/>`,
      )
      shapes(between(random, 3, 6), { x: 40, y: 40, w: S - 80, h: 260 })
      parts.push(iconBadge(input.category, between(random, 64, S - 224), 100, 140, p))
      parts.push(textBlock(input, p, { x: 64, y: 340, width: S - 128, height: 410 }))
      break
    }
    case 'rings': {
      // Concentric rings rising from the bottom-right; the title at the top.
      const cx = between(random, S - 220, S - 120)
      const cy = between(random, S - 160, S - 80)
      for (let i = 4; i >= 1; i--) {
        parts.push(
          `<circle cx="${cx}" cy="${cy}" r="${i * 70}" fill="none" stroke="${i % 2 ? p.soft : p.accent}" stroke-width="${between(random, 10, 22)}" opacity="${(0.18 + i * 0.06).toFixed(2)}"/>`,
        )
      }
      shapes(between(random, 2, 4), { x: 40, y: S - 200, w: 360, h: 160 })
      parts.push(iconBadge(input.category, cx - 64, cy - 64, 128, p))
      parts.push(textBlock(input, p, { x: 64, y: 64, width: S - 128, height: 460 }))
      break
    }
    case 'grid': {
      // A field of dots on the right with stacked blocks; the title in the middle, icon below.
      const step = between(random, 36, 48)
      const dots: string[] = []
      for (let x = S - 260; x < S - 20; x += step) {
        for (let y = 40; y < 300; y += step) {
          dots.push(`<circle cx="${x}" cy="${y}" r="5"/>`)
        }
      }
      parts.push(`<g fill="${p.accent}" opacity="0.3">${dots.join('')}</g>`)
      shapes(between(random, 3, 5), { x: 60, y: 60, w: 360, h: 180 })
      parts.push(iconBadge(input.category, 64, S - 200, 136, p))
      parts.push(
        `<rect x="${S - 300}" y="${S - 170}" width="240" height="40" rx="20" fill="${p.soft}" opacity="0.55"/>`,
        `<rect x="${S - 240}" y="${S - 110}" width="180" height="40" rx="20" fill="${p.accent}" opacity="0.35"/>`,
      )
      parts.push(textBlock(input, p, { x: 64, y: 220, width: S - 128, height: 360 }))
      break
    }
  }

  const label = escapeXml(`Cover of ${input.title}`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>` +
    parts.join('') +
    `</svg>`
  )
}
