/**
 * The recipe of the generated covers (DESIGN.md, Artwork): what a course's or an article's cover
 * looks like, decided from the item alone, so the web app and the sharing cards draw the same
 * picture. Every cover is drawn in a 160 x 100 view box; the caller supplies the ids of its
 * definitions (unique within the page or document) and the font of its text.
 */
import {
  BOOK_OPEN_ICON,
  CHART_LINE_ICON,
  CODE_ICON,
  CPU_ICON,
  FLASK_CONICAL_ICON,
  GAMEPAD_2_ICON,
  SHIELD_CHECK_ICON,
  SMARTPHONE_ICON,
  type Icon,
} from './icons'
import type { ArtElement, ArtNode } from './nodes'

/** The view box every cover is drawn in (16:10). */
export const ART_VIEW_BOX = '0 0 160 100'

/** FNV-1a of a text: the seed of every generated picture. */
export function hashString(input: string): number {
  let hash = 2166136261
  for (let i = 0; i < input.length; i += 1) {
    hash ^= input.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

/** Deterministic numbers in [0, 1) from one seed (mulberry32): the same seed, the same picture. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length]!

export interface Gradient {
  from: string
  to: string
}

/** Rich gradients that carry white icons and text at AA contrast. */
export const GRADIENTS: readonly Gradient[] = [
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

/** A course category's look: its gradient, its icon, and an accent for the shapes over it. */
export interface CourseLook {
  gradient: Gradient
  icon: Icon
  accent: string
}

const CATEGORY_LOOKS: Record<string, CourseLook> = {
  'Web Development': { gradient: GRADIENTS[0]!, icon: CODE_ICON, accent: '#c4b5fd' },
  'Software Testing': { gradient: GRADIENTS[1]!, icon: FLASK_CONICAL_ICON, accent: '#99f6e4' },
  'Mobile Development': { gradient: GRADIENTS[2]!, icon: SMARTPHONE_ICON, accent: '#bae6fd' },
  'Software Engineering': { gradient: GRADIENTS[3]!, icon: CPU_ICON, accent: '#c7d2fe' },
  'Game Development': { gradient: GRADIENTS[4]!, icon: GAMEPAD_2_ICON, accent: '#fbcfe8' },
  'Data Science': { gradient: GRADIENTS[5]!, icon: CHART_LINE_ICON, accent: '#a5f3fc' },
  Cybersecurity: { gradient: GRADIENTS[6]!, icon: SHIELD_CHECK_ICON, accent: '#a7f3d0' },
}

/** The look of a course category; another category gets a gradient picked by `seed`. */
export function courseLook(category: string | undefined, seed: number): CourseLook {
  return (
    (category ? CATEGORY_LOOKS[category] : undefined) ?? {
      gradient: pick(GRADIENTS, seed),
      icon: BOOK_OPEN_ICON,
      accent: '#e0e7ff',
    }
  )
}

export type PatternKind = 'dots' | 'grid' | 'waves' | 'rings'
const PATTERNS: readonly PatternKind[] = ['dots', 'grid', 'waves', 'rings']

const tile = (id: string, width: number, height: number, shape: ArtElement): ArtElement => ({
  tag: 'pattern',
  attrs: { id, width, height, patternUnits: 'userSpaceOnUse' },
  children: [shape],
})

/** A faint white texture repeated over a cover's gradient. */
export function patternElement(kind: PatternKind, id: string): ArtElement {
  const line = { fill: 'none', stroke: '#fff' }
  switch (kind) {
    case 'dots':
      return tile(id, 8, 8, {
        tag: 'circle',
        attrs: { cx: 2, cy: 2, r: 0.9, fill: '#fff', 'fill-opacity': 0.22 },
      })
    case 'grid':
      return tile(id, 12, 12, {
        tag: 'path',
        attrs: { d: 'M12 0H0V12', ...line, 'stroke-opacity': 0.14, 'stroke-width': 0.5 },
      })
    case 'waves':
      return tile(id, 20, 8, {
        tag: 'path',
        attrs: {
          d: 'M0 4c5 -4 5 4 10 0s5 4 10 0',
          ...line,
          'stroke-opacity': 0.16,
          'stroke-width': 0.7,
        },
      })
    case 'rings':
      return tile(id, 16, 16, {
        tag: 'circle',
        attrs: { cx: 8, cy: 8, r: 5, ...line, 'stroke-opacity': 0.14, 'stroke-width': 0.6 },
      })
  }
}

/** An icon of `size` units at (x, y), stroked in `color` with Lucide's own attributes. */
export function iconElement(
  icon: Icon,
  x: number,
  y: number,
  size: number,
  color: string,
): ArtElement {
  return {
    tag: 'svg',
    attrs: {
      x,
      y,
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: color,
      color,
      'stroke-width': 1.75,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    children: icon,
  }
}

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

/** How a cover is placed in its page or document. */
export interface ArtOptions {
  /** The id of one of the cover's definitions: `g` its gradient, `p` its pattern, `s` its shade. */
  id: (definition: 'g' | 'p' | 's') => string
  /** The font family of the cover's text. */
  fontFamily: string
}

const fill = (id: string) => `url(#${id})`
const fullRect = (paint: string): ArtElement => ({
  tag: 'rect',
  attrs: { width: 160, height: 100, fill: paint },
})
const stop = (offset: number, color: string, opacity?: number): ArtElement => ({
  tag: 'stop',
  attrs:
    opacity === undefined
      ? { offset, 'stop-color': color }
      : { offset, 'stop-color': color, 'stop-opacity': opacity },
})
type GradientLine = readonly [string | number, string | number, string | number, string | number]
const gradientElement = (
  id: string,
  [x1, y1, x2, y2]: GradientLine,
  stops: ArtElement[],
): ArtElement => ({ tag: 'linearGradient', attrs: { id, x1, y1, x2, y2 }, children: stops })
/** The cover's own gradient, along the line `coords` (x1, y1, x2, y2). */
const coverGradient = (options: ArtOptions, coords: GradientLine, gradient: Gradient) =>
  gradientElement(options.id('g'), coords, [stop(0, gradient.from), stop(1, gradient.to)])
const circle = (cx: number, cy: number, r: number, paint: string, opacity: number): ArtElement => ({
  tag: 'circle',
  attrs: { cx, cy, r, fill: paint, 'fill-opacity': opacity },
})
const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  paint: string,
  opacity: number,
): ArtElement => ({
  tag: 'rect',
  attrs: { x, y, width, height, rx, fill: paint, 'fill-opacity': opacity },
})
const path = (d: string, paint: string, opacity: number): ArtElement => ({
  tag: 'path',
  attrs: { d, fill: paint, 'fill-opacity': opacity },
})

export const COURSE_LAYOUTS = ['orbit', 'band', 'blocks', 'rings', 'wave'] as const
export type CourseLayout = (typeof COURSE_LAYOUTS)[number]

/**
 * A course's own cover: its title set large, a layout and shapes picked by a seeded random of its
 * id and title, its category's palette, and the category's icon as one element among the shapes.
 */
export function courseArtwork(
  course: { id: number; title: string; category: string | undefined },
  options: ArtOptions,
): { layout: CourseLayout; nodes: ArtNode[] } {
  const { title } = course
  const random = seeded(hashString(`${course.id}:${title}`))
  const { gradient, icon, accent } = courseLook(course.category, hashString(`${course.id}`))
  const layout = COURSE_LAYOUTS[Math.floor(random() * COURSE_LAYOUTS.length)]!
  const pattern = pick(PATTERNS, Math.floor(random() * 1000))
  const r = (min: number, max: number) => min + random() * (max - min)
  const size = title.length <= 26 ? 12 : title.length <= 48 ? 10.5 : 9
  const lines = wrapTitle(title, Math.floor(96 / (size * 0.56)), 3)
  const lineHeight = size * 1.15
  // The title ends above a card's badges (bottom left); shapes keep clear of its buttons (top right).
  const titleBottom = layout === 'wave' ? 70 : 76
  const titleTop = titleBottom - (lines.length - 1) * lineHeight
  const iconSize = 18
  let shapes: ArtElement[]
  let iconAt = { x: 128, y: 40 }
  switch (layout) {
    case 'orbit': {
      const cx = r(120, 136)
      const cy = r(44, 56)
      const radius = r(24, 32)
      iconAt = { x: cx - iconSize / 2, y: cy - iconSize / 2 }
      shapes = [circle(cx, cy, radius, accent, 0.18), circle(cx, cy, radius * 0.55, '#fff', 0.16)]
      shapes.push(circle(r(8, 40), r(-6, 10), r(8, 14), '#fff', 0.08))
      break
    }
    case 'band': {
      const y = r(24, 36)
      iconAt = { x: r(122, 134), y: y + 14 }
      shapes = [
        path(`M0 ${y + 22} L160 ${y - 12} L160 ${y + 16} L0 ${y + 50} Z`, accent, 0.16),
        path(`M0 ${y + 54} L160 ${y + 20} L160 ${y + 24} L0 ${y + 58} Z`, '#fff', 0.14),
      ]
      break
    }
    case 'blocks': {
      const x0 = r(102, 112)
      const y0 = r(28, 34)
      iconAt = { x: x0 + 22 + 7, y: y0 + 7 }
      shapes = [
        rect(x0, y0, 20, 20, 5, accent, 0.3),
        rect(x0 + 22, y0, 32, 32, 8, '#fff', 0.18),
        rect(x0, y0 + 22, 20, 36, 6, '#fff', 0.1),
        rect(x0 + 22, y0 + 34, 20, 20, 5, accent, 0.2),
      ]
      break
    }
    case 'rings': {
      const cx = r(122, 136)
      const cy = r(46, 58)
      iconAt = { x: cx - iconSize / 2, y: cy - iconSize / 2 }
      shapes = [14, 24, 34, 44].map((radius, i) => ({
        tag: 'circle',
        attrs: {
          cx,
          cy,
          r: radius,
          fill: 'none',
          stroke: i % 2 ? '#fff' : accent,
          'stroke-opacity': 0.28 - i * 0.05,
          'stroke-width': i === 0 ? 2 : 1,
        },
      }))
      break
    }
    case 'wave': {
      const crest = r(72, 84)
      iconAt = { x: r(118, 132), y: r(34, 44) }
      shapes = [
        path(
          `M0 ${crest} C40 ${crest - 14} 70 ${crest + 14} 110 ${crest - 2} S150 ${crest - 12} 160 ${crest - 4} V100 H0 Z`,
          '#000',
          0.16,
        ),
        circle(iconAt.x + iconSize / 2, iconAt.y + iconSize / 2, 17, accent, 0.22),
      ]
      break
    }
  }
  const angle = random() > 0.5
  const nodes: ArtNode[] = [
    {
      tag: 'defs',
      attrs: {},
      children: [
        coverGradient(options, [0, angle ? 0 : 1, 1, angle ? 1 : 0], gradient),
        gradientElement(
          options.id('s'),
          [0, 0, 0, 1],
          [stop(0.35, '#000', 0), stop(1, '#000', 0.28)],
        ),
        patternElement(pattern, options.id('p')),
      ],
    },
    fullRect(fill(options.id('g'))),
    fullRect(fill(options.id('p'))),
    ...shapes,
    iconElement(icon, iconAt.x, iconAt.y, iconSize, '#fff'),
    fullRect(fill(options.id('s'))),
    {
      tag: 'text',
      attrs: {
        x: 10,
        y: titleTop,
        fill: '#fff',
        'font-size': size,
        'font-weight': 700,
        'font-family': options.fontFamily,
        'letter-spacing': -0.2,
      },
      children: lines.map((line, i) => ({
        tag: 'tspan',
        attrs: { x: 10, dy: i === 0 ? 0 : lineHeight },
        children: [line],
      })),
    },
  ]
  return { layout, nodes }
}

/** A cover with a centred icon badge (articles), or without it (a backdrop behind controls). */
export interface CoverInput {
  /** Stable text (the item's id and title) that places the pattern and the shapes. */
  seed: string
  gradient: Gradient
  icon: Icon
  /** A short word drawn in the corner (the category). */
  caption?: string | undefined
  /** Leave out the icon badge. */
  isBackdrop?: boolean | undefined
}

/** Gradient, subtle pattern, soft shapes, a centred icon badge and a caption. */
export function coverArtwork(cover: CoverInput, options: ArtOptions): ArtNode[] {
  const hash = hashString(cover.seed)
  const angle = (hash >>> 3) % 2 === 0
  const nodes: ArtNode[] = [
    {
      tag: 'defs',
      attrs: {},
      children: [
        coverGradient(options, [0, 0, angle ? '1' : '0.6', 1], cover.gradient),
        patternElement(pick(PATTERNS, hash), options.id('p')),
      ],
    },
    fullRect(fill(options.id('g'))),
    fullRect(fill(options.id('p'))),
    circle(
      110 + ((hash >>> 5) % 40),
      10 + ((hash >>> 9) % 30),
      26 + ((hash >>> 13) % 14),
      '#fff',
      0.1,
    ),
    circle(20 + ((hash >>> 17) % 30), 96, 30, '#000', 0.08),
  ]
  if (!cover.isBackdrop) {
    nodes.push(rect(62, 32, 36, 36, 10, '#fff', 0.18), iconElement(cover.icon, 70, 40, 20, '#fff'))
  }
  if (cover.caption) {
    nodes.push({
      tag: 'text',
      attrs: {
        x: 8,
        y: 93,
        fill: '#fff',
        'fill-opacity': 0.75,
        'font-size': 6,
        'font-weight': 600,
        'letter-spacing': 0.4,
        'font-family': options.fontFamily,
      },
      children: [cover.caption.toUpperCase()],
    })
  }
  return nodes
}

/** The backdrop of a course's preview (behind a player's controls): its colours, no badge. */
export function courseBackdropArtwork(
  course: { id: number; title: string; category: string | undefined },
  options: ArtOptions,
): ArtNode[] {
  const seed = `${course.id}:${course.title}`
  const { gradient, icon } = courseLook(course.category, hashString(seed))
  return coverArtwork({ seed, gradient, icon, isBackdrop: true }, options)
}
