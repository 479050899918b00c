/**
 * The artwork of sharing cards, drawn as SVG from the item itself, so a card shows the same cover
 * the visitor sees on the site (DESIGN.md, Artwork). The course and article covers follow the
 * recipes of the web app's covers (apps/web/src/components/catalog/course-cover.tsx and
 * article-cover.tsx: the same hash, seeded random, palettes, layouts and icons), drawn at their
 * 160 x 100 view box. Pure string building, no I/O.
 */

/*
 * Icons: the node data of Lucide's icons (ISC licence, https://lucide.dev), on Lucide's 24-unit
 * grid, drawn with a stroke.
 */
const ICONS = {
  code: '<path d="m16 18 6-6-6-6"/><path d="m8 6-6 6 6 6"/>',
  'flask-conical':
    '<path d="M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2"/><path d="M6.453 15h11.094"/><path d="M8.5 2h7"/>',
  smartphone: '<rect width="14" height="20" x="5" y="2" rx="2" ry="2"/><path d="M12 18h.01"/>',
  cpu: '<path d="M12 20v2"/><path d="M12 2v2"/><path d="M17 20v2"/><path d="M17 2v2"/><path d="M2 12h2"/><path d="M2 17h2"/><path d="M2 7h2"/><path d="M20 12h2"/><path d="M20 17h2"/><path d="M20 7h2"/><path d="M7 20v2"/><path d="M7 2v2"/><rect x="4" y="4" width="16" height="16" rx="2"/><rect x="8" y="8" width="8" height="8" rx="1"/>',
  'gamepad-2':
    '<line x1="6" x2="10" y1="11" y2="11"/><line x1="8" x2="8" y1="9" y2="13"/><line x1="15" x2="15.01" y1="12" y2="12"/><line x1="18" x2="18.01" y1="10" y2="10"/><path d="M17.32 5H6.68a4 4 0 0 0-3.978 3.59c-.006.052-.01.101-.017.152C2.604 9.416 2 14.456 2 16a3 3 0 0 0 3 3c1 0 1.5-.5 2-1l1.414-1.414A2 2 0 0 1 9.828 16h4.344a2 2 0 0 1 1.414.586L17 18c.5.5 1 1 2 1a3 3 0 0 0 3-3c0-1.545-.604-6.584-.685-7.258-.007-.05-.011-.1-.017-.151A4 4 0 0 0 17.32 5z"/>',
  'chart-line': '<path d="M3 3v16a2 2 0 0 0 2 2h16"/><path d="m19 9-5 5-4-4-3 3"/>',
  'shield-check':
    '<path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"/><path d="m9 12 2 2 4-4"/>',
  'book-open':
    '<path d="M12 5v16"/><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z"/>',
  lightbulb:
    '<path d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5"/><path d="M9 18h6"/><path d="M10 22h4"/>',
  rocket:
    '<path d="M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5"/><path d="M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09"/><path d="M9 12a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.4 22.4 0 0 1-4 2z"/><path d="M9 12H4s.55-3.03 2-4c1.62-1.08 5 .05 5 .05"/>',
  'graduation-cap':
    '<path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z"/><path d="M22 10v6"/><path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5"/>',
  megaphone:
    '<path d="M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z"/><path d="M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14"/><path d="M8 6v8"/>',
  palette:
    '<path d="M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z"/><circle cx="13.5" cy="6.5" r=".5" fill="currentColor"/><circle cx="17.5" cy="10.5" r=".5" fill="currentColor"/><circle cx="6.5" cy="12.5" r=".5" fill="currentColor"/><circle cx="8.5" cy="7.5" r=".5" fill="currentColor"/>',
  briefcase:
    '<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/><rect width="20" height="14" x="2" y="6" rx="2"/>',
  star: '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>',
} as const
export type IconName = keyof typeof ICONS

/** A Lucide icon of `size` units at (x, y), stroked in `color` (Lucide's own attributes). */
export function icon(name: IconName, x: number, y: number, size: number, color: string): string {
  return (
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" ` +
    `stroke="${color}" color="${color}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">` +
    `${ICONS[name]}</svg>`
  )
}

/** Text for XML content and attributes; characters XML 1.0 cannot hold are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing exactly these characters
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** FNV-1a of a text: the seed of every generated picture. */
export function hashString(input: string): number {
  let hash = 2166136261
  for (let i = 0; i < input.length; i += 1) {
    hash ^= input.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

/** Deterministic numbers from one seed (mulberry32): the same course draws the same cover. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length]!

interface Gradient {
  from: string
  to: string
}

/** Rich gradients that carry white icons and text at AA contrast. */
const GRADIENTS: readonly Gradient[] = [
  { from: '#4338ca', to: '#7c3aed' },
  { from: '#0f766e', to: '#0d9488' },
  { from: '#1d4ed8', to: '#0284c7' },
  { from: '#334155', to: '#4f46e5' },
  { from: '#9d174d', to: '#db2777' },
  { from: '#0e7490', to: '#0891b2' },
  { from: '#065f46', to: '#059669' },
  { from: '#9a3412', to: '#ea580c' },
  { from: '#6b21a8', to: '#a21caf' },
  { from: '#1e3a8a', to: '#4338ca' },
]

/** One look per course category: a gradient, an icon, and an accent for the shapes. */
const CATEGORY_ART: Record<string, { gradient: Gradient; icon: IconName; accent: string }> = {
  'Web Development': {
    gradient: { from: '#4338ca', to: '#7c3aed' },
    icon: 'code',
    accent: '#c4b5fd',
  },
  'Software Testing': {
    gradient: { from: '#0f766e', to: '#0d9488' },
    icon: 'flask-conical',
    accent: '#99f6e4',
  },
  'Mobile Development': {
    gradient: { from: '#1d4ed8', to: '#0284c7' },
    icon: 'smartphone',
    accent: '#bae6fd',
  },
  'Software Engineering': {
    gradient: { from: '#334155', to: '#4f46e5' },
    icon: 'cpu',
    accent: '#c7d2fe',
  },
  'Game Development': {
    gradient: { from: '#9d174d', to: '#db2777' },
    icon: 'gamepad-2',
    accent: '#fbcfe8',
  },
  'Data Science': {
    gradient: { from: '#0e7490', to: '#0891b2' },
    icon: 'chart-line',
    accent: '#a5f3fc',
  },
  Cybersecurity: {
    gradient: { from: '#065f46', to: '#059669' },
    icon: 'shield-check',
    accent: '#a7f3d0',
  },
}

type PatternKind = 'dots' | 'grid' | 'waves' | 'rings'
const PATTERNS: readonly PatternKind[] = ['dots', 'grid', 'waves', 'rings']

function pattern(kind: PatternKind, id: string): string {
  switch (kind) {
    case 'dots':
      return `<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="0.9" fill="#fff" fill-opacity="0.22"/></pattern>`
    case 'grid':
      return `<pattern id="${id}" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M12 0H0V12" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="0.5"/></pattern>`
    case 'waves':
      return `<pattern id="${id}" width="20" height="8" patternUnits="userSpaceOnUse"><path d="M0 4c5 -4 5 4 10 0s5 4 10 0" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="0.7"/></pattern>`
    case 'rings':
      return `<pattern id="${id}" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="5" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="0.6"/></pattern>`
  }
}

const FONT = "Inter, 'Inter Variable', 'DejaVu Sans', system-ui, sans-serif"

/** Splits a title into at most `maxLines` lines of about `maxChars`, the last one cut with "…". */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= maxChars || !line) {
      line = next
      continue
    }
    lines.push(line)
    line = word
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines)
    return lines.map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l))
  const kept = lines.slice(0, maxLines)
  const last = kept[maxLines - 1]!
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1)).replace(/[\s,:;.-]+$/, '')}…`
  return kept
}

/** The inner markup of a 160 x 100 view box; ids start with `prefix`. */
export type Art = (prefix: string) => string

/**
 * A course's own generated cover: its title set large, a layout and shapes picked by a seeded
 * random of its id, its category's palette, and the category's icon among the shapes.
 */
export function courseArt(course: {
  id: number
  title: string
  category: string | undefined
}): Art {
  return (prefix) => {
    const random = seeded(hashString(`${course.id}:${course.title}`))
    const known = course.category ? CATEGORY_ART[course.category] : undefined
    const gradient = known?.gradient ?? pick(GRADIENTS, hashString(`${course.id}`))
    const iconName: IconName = known?.icon ?? 'book-open'
    const accent = known?.accent ?? '#e0e7ff'
    const layouts = ['orbit', 'band', 'blocks', 'rings', 'wave'] as const
    const layout = layouts[Math.floor(random() * layouts.length)]!
    const patternKind = pick(PATTERNS, Math.floor(random() * 1000))
    const r = (min: number, max: number) => min + random() * (max - min)
    const size = course.title.length <= 26 ? 12 : course.title.length <= 48 ? 10.5 : 9
    const lines = wrapTitle(course.title, Math.floor(96 / (size * 0.56)), 3)
    const lineHeight = size * 1.15
    const titleBottom = layout === 'wave' ? 70 : 76
    const titleTop = titleBottom - (lines.length - 1) * lineHeight
    const iconSize = 18
    let shapes: string
    let iconAt = { x: 128, y: 40 }
    switch (layout) {
      case 'orbit': {
        const cx = r(120, 136)
        const cy = r(44, 56)
        const radius = r(24, 32)
        iconAt = { x: cx - iconSize / 2, y: cy - iconSize / 2 }
        shapes =
          `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${accent}" fill-opacity="0.18"/>` +
          `<circle cx="${cx}" cy="${cy}" r="${radius * 0.55}" fill="#fff" fill-opacity="0.16"/>`
        shapes += `<circle cx="${r(8, 40)}" cy="${r(-6, 10)}" r="${r(8, 14)}" fill="#fff" fill-opacity="0.08"/>`
        break
      }
      case 'band': {
        const y = r(24, 36)
        iconAt = { x: r(122, 134), y: y + 14 }
        shapes =
          `<path d="M0 ${y + 22} L160 ${y - 12} L160 ${y + 16} L0 ${y + 50} Z" fill="${accent}" fill-opacity="0.16"/>` +
          `<path d="M0 ${y + 54} L160 ${y + 20} L160 ${y + 24} L0 ${y + 58} Z" fill="#fff" fill-opacity="0.14"/>`
        break
      }
      case 'blocks': {
        const x0 = r(102, 112)
        const y0 = r(28, 34)
        iconAt = { x: x0 + 22 + 7, y: y0 + 7 }
        shapes =
          `<rect x="${x0}" y="${y0}" width="20" height="20" rx="5" fill="${accent}" fill-opacity="0.3"/>` +
          `<rect x="${x0 + 22}" y="${y0}" width="32" height="32" rx="8" fill="#fff" fill-opacity="0.18"/>` +
          `<rect x="${x0}" y="${y0 + 22}" width="20" height="36" rx="6" fill="#fff" fill-opacity="0.1"/>` +
          `<rect x="${x0 + 22}" y="${y0 + 34}" width="20" height="20" rx="5" fill="${accent}" fill-opacity="0.2"/>`
        break
      }
      case 'rings': {
        const cx = r(122, 136)
        const cy = r(46, 58)
        iconAt = { x: cx - iconSize / 2, y: cy - iconSize / 2 }
        shapes = [14, 24, 34, 44]
          .map(
            (radius, i) =>
              `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${i % 2 ? '#fff' : accent}" stroke-opacity="${0.28 - i * 0.05}" stroke-width="${i === 0 ? 2 : 1}"/>`,
          )
          .join('')
        break
      }
      case 'wave': {
        const crest = r(72, 84)
        iconAt = { x: r(118, 132), y: r(34, 44) }
        shapes =
          `<path d="M0 ${crest} C40 ${crest - 14} 70 ${crest + 14} 110 ${crest - 2} S150 ${crest - 12} 160 ${crest - 4} V100 H0 Z" fill="#000" fill-opacity="0.16"/>` +
          `<circle cx="${iconAt.x + iconSize / 2}" cy="${iconAt.y + iconSize / 2}" r="17" fill="${accent}" fill-opacity="0.22"/>`
        break
      }
    }
    const angle = random() > 0.5
    const tspans = lines
      .map((line, i) => `<tspan x="10" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
      .join('')
    return (
      `<defs>` +
      `<linearGradient id="${prefix}g" x1="0" y1="${angle ? 0 : 1}" x2="1" y2="${angle ? 1 : 0}"><stop offset="0" stop-color="${gradient.from}"/><stop offset="1" stop-color="${gradient.to}"/></linearGradient>` +
      `<linearGradient id="${prefix}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>` +
      pattern(patternKind, `${prefix}p`) +
      `</defs>` +
      `<rect width="160" height="100" fill="url(#${prefix}g)"/>` +
      `<rect width="160" height="100" fill="url(#${prefix}p)"/>` +
      shapes +
      icon(iconName, iconAt.x, iconAt.y, iconSize, '#fff') +
      `<rect width="160" height="100" fill="url(#${prefix}s)"/>` +
      `<text x="10" y="${titleTop}" fill="#fff" font-size="${size}" font-weight="700" font-family="${FONT}" letter-spacing="-0.2">${tspans}</text>`
    )
  }
}

/** Gradient, pattern, soft shapes, a centred icon badge and a caption (articles, the site). */
function coverArt(seed: string, gradient: Gradient, iconName: IconName, caption: string): Art {
  return (prefix) => {
    const hash = hashString(seed)
    const kind = pick(PATTERNS, hash)
    const angle = (hash >>> 3) % 2 === 0
    const bubbleX = 110 + ((hash >>> 5) % 40)
    const bubbleY = 10 + ((hash >>> 9) % 30)
    const bubbleR = 26 + ((hash >>> 13) % 14)
    return (
      `<defs><linearGradient id="${prefix}g" x1="0" y1="0" x2="${angle ? '1' : '0.6'}" y2="1"><stop offset="0" stop-color="${gradient.from}"/><stop offset="1" stop-color="${gradient.to}"/></linearGradient>` +
      pattern(kind, `${prefix}p`) +
      `</defs>` +
      `<rect width="160" height="100" fill="url(#${prefix}g)"/>` +
      `<rect width="160" height="100" fill="url(#${prefix}p)"/>` +
      `<circle cx="${bubbleX}" cy="${bubbleY}" r="${bubbleR}" fill="#fff" fill-opacity="0.1"/>` +
      `<circle cx="${20 + ((hash >>> 17) % 30)}" cy="96" r="30" fill="#000" fill-opacity="0.08"/>` +
      `<rect x="62" y="32" width="36" height="36" rx="10" fill="#fff" fill-opacity="0.18"/>` +
      icon(iconName, 70, 40, 20, '#fff') +
      `<text x="8" y="93" fill="#fff" fill-opacity="0.75" font-size="6" font-weight="600" letter-spacing="0.4" font-family="${FONT}">${escapeXml(caption.toUpperCase())}</text>`
    )
  }
}

const ARTICLE_ICONS: readonly IconName[] = [
  'book-open',
  'lightbulb',
  'rocket',
  'graduation-cap',
  'megaphone',
  'palette',
  'briefcase',
  'code',
]

/** A blog article's cover: gradient and icon from its category, shapes from its title. */
export function articleArt(article: { id: number; title: string; category: string }): Art {
  const categorySeed = hashString(article.category)
  return coverArt(
    `${article.id}:${article.title}`,
    pick(GRADIENTS, categorySeed),
    pick(ARTICLE_ICONS, categorySeed >>> 4),
    article.category,
  )
}

/** Background colours that all carry white initials at AA contrast (the web's avatars). */
const AVATAR_PALETTE = [
  '#4f46e5',
  '#0f766e',
  '#b45309',
  '#be185d',
  '#1d4ed8',
  '#7c3aed',
  '#15803d',
  '#c2410c',
  '#0e7490',
  '#9f1239',
]

/** The same colour for a name as the web's avatar gives it. */
export function avatarColor(name: string): string {
  let hash = 0
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length]!
}

/** "Ada Lovelace" -> "AL", "plato" -> "P". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = [...words[0]!][0] ?? ''
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : ''
  return (first + last).toUpperCase()
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
    pattern('dots', `${prefix}p`) +
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

export { FONT }
