import {
  BookOpen,
  ChartLine,
  Code,
  Cpu,
  FlaskConical,
  Gamepad2,
  ShieldCheck,
  Smartphone,
  type LucideIcon,
} from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { GRADIENTS, hashString, pick, type Gradient } from './artwork'
import './course-cover.css'

/** One look per course category: a gradient and an icon. */
const CATEGORY_ART: Record<string, { gradient: Gradient; icon: LucideIcon }> = {
  'Web Development': { gradient: { from: '#4338ca', to: '#7c3aed' }, icon: Code },
  'Software Testing': { gradient: { from: '#0f766e', to: '#0d9488' }, icon: FlaskConical },
  'Mobile Development': { gradient: { from: '#1d4ed8', to: '#0284c7' }, icon: Smartphone },
  'Software Engineering': { gradient: { from: '#334155', to: '#4f46e5' }, icon: Cpu },
  'Game Development': { gradient: { from: '#9d174d', to: '#db2777' }, icon: Gamepad2 },
  'Data Science': { gradient: { from: '#0e7490', to: '#0891b2' }, icon: ChartLine },
  Cybersecurity: { gradient: { from: '#065f46', to: '#059669' }, icon: ShieldCheck },
}

export function courseArt(category: string | undefined, seed: number) {
  return (
    (category ? CATEGORY_ART[category] : undefined) ?? {
      gradient: pick(GRADIENTS, seed),
      icon: BookOpen,
    }
  )
}

type PatternKind = 'dots' | 'grid' | 'waves' | 'rings'
const PATTERNS: readonly PatternKind[] = ['dots', 'grid', 'waves', 'rings']

function Pattern({ kind, id }: { kind: PatternKind; id: string }) {
  switch (kind) {
    case 'dots':
      return (
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="0.9" fill="#fff" fillOpacity="0.22" />
        </pattern>
      )
    case 'grid':
      return (
        <pattern id={id} width="12" height="12" patternUnits="userSpaceOnUse">
          <path d="M12 0H0V12" fill="none" stroke="#fff" strokeOpacity="0.14" strokeWidth="0.5" />
        </pattern>
      )
    case 'waves':
      return (
        <pattern id={id} width="20" height="8" patternUnits="userSpaceOnUse">
          <path
            d="M0 4c5 -4 5 4 10 0s5 4 10 0"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.16"
            strokeWidth="0.7"
          />
        </pattern>
      )
    default:
      return (
        <pattern id={id} width="16" height="16" patternUnits="userSpaceOnUse">
          <circle
            cx="8"
            cy="8"
            r="5"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.14"
            strokeWidth="0.6"
          />
        </pattern>
      )
  }
}

interface CoverArtProps {
  /** Stable seed (the item's id and title) for pattern and shapes. */
  seed: string
  gradient: Gradient
  icon: LucideIcon
  /** A short word drawn in the corner (the category). */
  caption?: string | undefined
  className?: string | undefined
  /** Leave out the centred icon badge (a backdrop for a player's own controls). */
  isBackdrop?: boolean | undefined
}

/** 16:10 generated artwork: gradient, subtle pattern, soft shapes and a centred icon badge. */
export function CoverArt({
  seed,
  gradient,
  icon: Icon,
  caption,
  className,
  isBackdrop,
}: CoverArtProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const hash = hashString(seed)
  const kind = pick(PATTERNS, hash)
  const angle = (hash >>> 3) % 2 === 0
  const bubbleX = 110 + ((hash >>> 5) % 40)
  const bubbleY = 10 + ((hash >>> 9) % 30)
  const bubbleR = 26 + ((hash >>> 13) % 14)
  return (
    <svg
      className={className ? `cover-art ${className}` : 'cover-art'}
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`g-${uid}`} x1="0" y1="0" x2={angle ? '1' : '0.6'} y2="1">
          <stop offset="0" stopColor={gradient.from} />
          <stop offset="1" stopColor={gradient.to} />
        </linearGradient>
        <Pattern kind={kind} id={`p-${uid}`} />
      </defs>
      <rect width="160" height="100" fill={`url(#g-${uid})`} />
      <rect width="160" height="100" fill={`url(#p-${uid})`} />
      <circle cx={bubbleX} cy={bubbleY} r={bubbleR} fill="#fff" fillOpacity="0.1" />
      <circle cx={20 + ((hash >>> 17) % 30)} cy="96" r="30" fill="#000" fillOpacity="0.08" />
      {isBackdrop ? null : (
        <>
          <rect x="62" y="32" width="36" height="36" rx="10" fill="#fff" fillOpacity="0.18" />
          <Icon x={70} y={40} size={20} color="#fff" strokeWidth={1.75} aria-hidden="true" />
        </>
      )}
      {caption ? (
        <text
          x="8"
          y="93"
          fill="#fff"
          fillOpacity="0.75"
          fontSize="6"
          fontWeight="600"
          letterSpacing="0.4"
          fontFamily="Inter Variable, system-ui, sans-serif"
        >
          {caption.toUpperCase()}
        </text>
      ) : null}
    </svg>
  )
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

/** A category's colours: the gradient, and an accent for the shapes drawn over it. */
const CATEGORY_ACCENT: Record<string, string> = {
  'Web Development': '#c4b5fd',
  'Software Testing': '#99f6e4',
  'Mobile Development': '#bae6fd',
  'Software Engineering': '#c7d2fe',
  'Game Development': '#fbcfe8',
  'Data Science': '#a5f3fc',
  Cybersecurity: '#a7f3d0',
}

const LAYOUTS = ['orbit', 'band', 'blocks', 'rings', 'wave'] as const
type Layout = (typeof LAYOUTS)[number]

/** Deterministic numbers from one seed (mulberry32): the same course draws the same cover. */
function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface CourseArtProps {
  id: number
  title: string
  category: string | undefined
  className?: string | undefined
}

/**
 * A course's own generated cover (DESIGN, Artwork): its title set large, a layout and shapes
 * picked by a seeded random of its id, its category's palette, and the category's icon as one
 * element among the shapes. No two courses of a grid share one.
 */
function CourseArt({ id, title, category, className }: CourseArtProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const random = seeded(hashString(`${id}:${title}`))
  const { gradient, icon: Icon } = courseArt(category, hashString(`${id}`))
  const accent = (category && CATEGORY_ACCENT[category]) || '#e0e7ff'
  const layout: Layout = LAYOUTS[Math.floor(random() * LAYOUTS.length)]!
  const pattern = pick(PATTERNS, Math.floor(random() * 1000))
  const r = (min: number, max: number) => min + random() * (max - min)
  const size = title.length <= 26 ? 12 : title.length <= 48 ? 10.5 : 9
  const lines = wrapTitle(title, Math.floor(96 / (size * 0.56)), 3)
  const lineHeight = size * 1.15
  // The title ends above the card's badges (bottom left); shapes keep clear of its buttons (top right).
  const titleBottom = layout === 'wave' ? 70 : 76
  const titleTop = titleBottom - (lines.length - 1) * lineHeight
  const iconSize = 18
  let shapes: ReactNode
  let iconAt = { x: 128, y: 40 }
  switch (layout) {
    case 'orbit': {
      const cx = r(120, 136)
      const cy = r(44, 56)
      const radius = r(24, 32)
      iconAt = { x: cx - iconSize / 2, y: cy - iconSize / 2 }
      shapes = (
        <>
          <circle cx={cx} cy={cy} r={radius} fill={accent} fillOpacity="0.18" />
          <circle cx={cx} cy={cy} r={radius * 0.55} fill="#fff" fillOpacity="0.16" />
          <circle cx={r(8, 40)} cy={r(-6, 10)} r={r(8, 14)} fill="#fff" fillOpacity="0.08" />
        </>
      )
      break
    }
    case 'band': {
      const y = r(24, 36)
      iconAt = { x: r(122, 134), y: y + 14 }
      shapes = (
        <>
          <path
            d={`M0 ${y + 22} L160 ${y - 12} L160 ${y + 16} L0 ${y + 50} Z`}
            fill={accent}
            fillOpacity="0.16"
          />
          <path
            d={`M0 ${y + 54} L160 ${y + 20} L160 ${y + 24} L0 ${y + 58} Z`}
            fill="#fff"
            fillOpacity="0.14"
          />
        </>
      )
      break
    }
    case 'blocks': {
      const x0 = r(102, 112)
      const y0 = r(28, 34)
      iconAt = { x: x0 + 22 + 7, y: y0 + 7 }
      shapes = (
        <>
          <rect x={x0} y={y0} width="20" height="20" rx="5" fill={accent} fillOpacity="0.3" />
          <rect x={x0 + 22} y={y0} width="32" height="32" rx="8" fill="#fff" fillOpacity="0.18" />
          <rect x={x0} y={y0 + 22} width="20" height="36" rx="6" fill="#fff" fillOpacity="0.1" />
          <rect
            x={x0 + 22}
            y={y0 + 34}
            width="20"
            height="20"
            rx="5"
            fill={accent}
            fillOpacity="0.2"
          />
        </>
      )
      break
    }
    case 'rings': {
      const cx = r(122, 136)
      const cy = r(46, 58)
      iconAt = { x: cx - iconSize / 2, y: cy - iconSize / 2 }
      shapes = (
        <>
          {[14, 24, 34, 44].map((radius, i) => (
            <circle
              key={radius}
              cx={cx}
              cy={cy}
              r={radius}
              fill="none"
              stroke={i % 2 ? '#fff' : accent}
              strokeOpacity={0.28 - i * 0.05}
              strokeWidth={i === 0 ? 2 : 1}
            />
          ))}
        </>
      )
      break
    }
    default: {
      const crest = r(72, 84)
      iconAt = { x: r(118, 132), y: r(34, 44) }
      shapes = (
        <>
          <path
            d={`M0 ${crest} C40 ${crest - 14} 70 ${crest + 14} 110 ${crest - 2} S150 ${crest - 12} 160 ${crest - 4} V100 H0 Z`}
            fill="#000"
            fillOpacity="0.16"
          />
          <circle
            cx={iconAt.x + iconSize / 2}
            cy={iconAt.y + iconSize / 2}
            r="17"
            fill={accent}
            fillOpacity="0.22"
          />
        </>
      )
    }
  }
  const angle = random() > 0.5
  return (
    <svg
      className={className ? `cover-art ${className}` : 'cover-art'}
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-layout={layout}
    >
      <defs>
        <linearGradient id={`g-${uid}`} x1="0" y1={angle ? '0' : '1'} x2="1" y2={angle ? '1' : '0'}>
          <stop offset="0" stopColor={gradient.from} />
          <stop offset="1" stopColor={gradient.to} />
        </linearGradient>
        <linearGradient id={`s-${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.35" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.28" />
        </linearGradient>
        <Pattern kind={pattern} id={`p-${uid}`} />
      </defs>
      <rect width="160" height="100" fill={`url(#g-${uid})`} />
      <rect width="160" height="100" fill={`url(#p-${uid})`} />
      {shapes}
      <Icon
        x={iconAt.x}
        y={iconAt.y}
        size={iconSize}
        color="#fff"
        strokeWidth={1.75}
        aria-hidden="true"
      />
      <rect width="160" height="100" fill={`url(#s-${uid})`} />
      <text
        x="10"
        y={titleTop}
        fill="#fff"
        fontSize={size}
        fontWeight="700"
        fontFamily="Inter Variable, system-ui, sans-serif"
        letterSpacing="-0.2"
      >
        {lines.map((line, i) => (
          <tspan key={i} x="10" dy={i === 0 ? 0 : lineHeight}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  )
}

interface CourseCoverProps {
  id: number
  title: string
  category: string | undefined
  /** The instructor's uploaded cover; without one the cover is drawn. */
  coverUrl?: string | null | undefined
  className?: string
  isBackdrop?: boolean
}

/**
 * A course's cover: the uploaded image when there is one, otherwise drawn from the course itself
 * (no image request). A backdrop (behind a player's controls) leaves out the title and icon.
 */
export function CourseCover({
  id,
  title,
  category,
  coverUrl,
  className,
  isBackdrop,
}: CourseCoverProps) {
  if (coverUrl) {
    return (
      <img
        className={
          className ? `cover-art cover-art--image ${className}` : 'cover-art cover-art--image'
        }
        src={coverUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={1280}
        height={800}
      />
    )
  }
  if (isBackdrop) {
    const seed = `${id}:${title}`
    const { gradient, icon } = courseArt(category, hashString(seed))
    return <CoverArt seed={seed} gradient={gradient} icon={icon} className={className} isBackdrop />
  }
  return <CourseArt id={id} title={title} category={category} className={className} />
}
