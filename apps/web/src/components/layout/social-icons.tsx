/**
 * Small monochrome glyphs for the footer's social row. The icon set (lucide) ships no brand
 * marks, so these are simple shapes drawn here in its 24 px, 2 px-stroke style.
 */
const common = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

export const socialNetworks = [
  {
    name: 'Facebook',
    icon: (
      <svg {...common}>
        <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
      </svg>
    ),
  },
  {
    name: 'X',
    icon: (
      <svg {...common}>
        <path d="M4 4l16 16M20 4 4 20" />
      </svg>
    ),
  },
  {
    name: 'LinkedIn',
    icon: (
      <svg {...common}>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M8 11v5M8 8v.01M12 16v-5M16 16v-3a2 2 0 0 0-4 0" />
      </svg>
    ),
  },
  {
    name: 'Instagram',
    icon: (
      <svg {...common}>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </svg>
    ),
  },
  {
    name: 'YouTube',
    icon: (
      <svg {...common}>
        <rect x="2.5" y="5" width="19" height="14" rx="4" />
        <path d="m10 9 5 3-5 3z" />
      </svg>
    ),
  },
] as const
