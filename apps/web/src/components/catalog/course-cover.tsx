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
import { useId } from 'react'
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

interface CourseCoverProps {
  id: number
  title: string
  category: string | undefined
  className?: string
  isBackdrop?: boolean
}

/** A course's cover, drawn from its category and title (no image request). */
export function CourseCover({ id, title, category, className, isBackdrop }: CourseCoverProps) {
  const seed = `${id}:${title}`
  const { gradient, icon } = courseArt(category, hashString(seed))
  return (
    <CoverArt
      seed={seed}
      gradient={gradient}
      icon={icon}
      className={className}
      isBackdrop={isBackdrop}
    />
  )
}
