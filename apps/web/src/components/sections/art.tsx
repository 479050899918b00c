import { useId } from 'react'

/**
 * Promotional artwork drawn from shapes and gradients (DESIGN.md: no stock photos, nothing
 * loaded from elsewhere). Every piece is decorative: the text next to it carries the meaning.
 */

interface ArtProps {
  className?: string
}

/** A course player on a soft backdrop: video frame, progress, lesson list and a badge. */
export function CoursePlayerArt({ className }: ArtProps) {
  const id = useId()
  return (
    <svg
      className={className}
      viewBox="0 0 480 360"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#eef2ff" />
          <stop offset="1" stopColor="#e0e7ff" />
        </linearGradient>
        <linearGradient id={`${id}-video`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <circle cx="380" cy="70" r="56" fill="#fde68a" opacity="0.7" />
      <circle cx="70" cy="300" r="44" fill="#c7d2fe" opacity="0.8" />
      <rect x="40" y="40" width="400" height="280" rx="20" fill={`url(#${id}-bg)`} />
      <rect x="64" y="64" width="236" height="150" rx="12" fill={`url(#${id}-video)`} />
      <circle cx="182" cy="139" r="26" fill="#ffffff" opacity="0.95" />
      <path d="M174 126 L196 139 L174 152 Z" fill="#4f46e5" />
      <rect x="64" y="230" width="236" height="8" rx="4" fill="#c7d2fe" />
      <rect x="64" y="230" width="150" height="8" rx="4" fill="#4f46e5" />
      <rect x="64" y="254" width="140" height="12" rx="6" fill="#131836" opacity="0.85" />
      <rect x="64" y="276" width="96" height="10" rx="5" fill="#4b5163" opacity="0.45" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(318 ${64 + i * 56})`}>
          <rect width="100" height="44" rx="10" fill="#ffffff" />
          <circle cx="20" cy="22" r="10" fill={i === 0 ? '#4f46e5' : '#e0e7ff'} />
          <rect x="38" y="14" width="50" height="7" rx="3.5" fill="#131836" opacity="0.7" />
          <rect x="38" y="26" width="34" height="6" rx="3" fill="#4b5163" opacity="0.35" />
        </g>
      ))}
      <g transform="translate(300 252)">
        <rect width="128" height="52" rx="14" fill="#ffffff" stroke="#e6e8ef" />
        <circle cx="26" cy="26" r="14" fill="#f59e0b" />
        <path
          d="M26 17 l2.6 5.6 6 .7 -4.5 4.1 1.2 6 -5.3-3 -5.3 3 1.2-6 -4.5-4.1 6-.7z"
          fill="#ffffff"
        />
        <rect x="48" y="16" width="62" height="8" rx="4" fill="#131836" opacity="0.8" />
        <rect x="48" y="30" width="44" height="6" rx="3" fill="#4b5163" opacity="0.4" />
      </g>
    </svg>
  )
}

/** A globe of learners: meridians, glowing pins and connecting arcs. */
export function GlobeArt({ className }: ArtProps) {
  const id = useId()
  const pins = [
    [150, 120],
    [268, 96],
    [312, 190],
    [190, 236],
    [108, 196],
    [236, 160],
  ] as const
  return (
    <svg
      className={className}
      viewBox="0 0 420 340"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={`${id}-globe`} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#3730a3" />
        </radialGradient>
      </defs>
      <circle cx="210" cy="170" r="150" fill="#ffffff" opacity="0.08" />
      <circle cx="210" cy="170" r="124" fill={`url(#${id}-globe)`} />
      <g fill="none" stroke="#ffffff" strokeOpacity="0.28" strokeWidth="1.5">
        <ellipse cx="210" cy="170" rx="124" ry="44" />
        <ellipse cx="210" cy="170" rx="124" ry="88" />
        <ellipse cx="210" cy="170" rx="44" ry="124" />
        <ellipse cx="210" cy="170" rx="88" ry="124" />
        <line x1="86" y1="170" x2="334" y2="170" />
        <line x1="210" y1="46" x2="210" y2="294" />
      </g>
      <g fill="none" stroke="#fde68a" strokeWidth="2" strokeDasharray="4 6" strokeLinecap="round">
        <path d="M150 120 Q210 60 268 96" />
        <path d="M268 96 Q320 140 312 190" />
        <path d="M190 236 Q120 240 108 196" />
        <path d="M236 160 Q210 210 190 236" />
      </g>
      {pins.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="12" fill="#f59e0b" opacity="0.25" />
          <circle cx={x} cy={y} r="6" fill="#fbbf24" stroke="#ffffff" strokeWidth="2" />
        </g>
      ))}
    </svg>
  )
}

/** An instructor's board: a lesson card, an earnings chart and a spark of applause. */
export function InstructorArt({ className }: ArtProps) {
  const id = useId()
  const bars = [46, 70, 58, 92, 118]
  return (
    <svg
      className={className}
      viewBox="0 0 420 340"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-card`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f6f7fb" />
        </linearGradient>
        <linearGradient id={`${id}-bar`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <circle cx="330" cy="70" r="60" fill="#fde68a" opacity="0.55" />
      <circle cx="80" cy="270" r="50" fill="#c7d2fe" opacity="0.7" />
      <rect
        x="50"
        y="40"
        width="300"
        height="230"
        rx="20"
        fill={`url(#${id}-card)`}
        stroke="#e6e8ef"
      />
      <circle cx="92" cy="84" r="20" fill="#4f46e5" />
      <path
        d="M84 92 q8-14 16 0"
        stroke="#ffffff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="92" cy="78" r="6" fill="#ffffff" />
      <rect x="124" y="72" width="120" height="10" rx="5" fill="#131836" opacity="0.8" />
      <rect x="124" y="90" width="80" height="8" rx="4" fill="#4b5163" opacity="0.4" />
      {bars.map((h, i) => (
        <rect
          key={h}
          x={90 + i * 48}
          y={240 - h}
          width="30"
          height={h}
          rx="8"
          fill={`url(#${id}-bar)`}
          opacity={0.55 + i * 0.1}
        />
      ))}
      <path
        d="M96 196 L150 172 L196 180 L246 140 L292 112"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="292" cy="112" r="7" fill="#f59e0b" stroke="#ffffff" strokeWidth="3" />
      <g transform="translate(276 210)">
        <rect width="116" height="56" rx="14" fill="#ffffff" stroke="#e6e8ef" />
        <circle cx="28" cy="28" r="15" fill="#dcfce7" />
        <path
          d="M21 28 l5 5 10-10"
          stroke="#15803d"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="52" y="18" width="48" height="8" rx="4" fill="#131836" opacity="0.8" />
        <rect x="52" y="32" width="34" height="6" rx="3" fill="#4b5163" opacity="0.4" />
      </g>
    </svg>
  )
}
