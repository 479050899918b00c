import type { SVGProps } from 'react'
import { cx } from '../ui/cx'
import './social-links.css'

type IconProps = SVGProps<SVGSVGElement>
const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const

/** Simple monochrome marks drawn for Learnlane (no brand assets are loaded). */
export const SocialIcons = {
  facebook: (p: IconProps) => (
    <svg {...base} {...p} fill="currentColor">
      <path d="M14 8.5h3V4.6h-3.2C10.9 4.6 9.8 6.4 9.8 9v2.2H7v3.7h2.8V22h3.9v-7.1h3l.5-3.7h-3.5V9.6c0-.7.3-1.1 1.3-1.1z" />
    </svg>
  ),
  twitter: (p: IconProps) => (
    <svg {...base} {...p} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M5 4.5l14 15M19 4.5l-14 15" />
    </svg>
  ),
  linkedin: (p: IconProps) => (
    <svg {...base} {...p} fill="currentColor">
      <circle cx="5.6" cy="5.6" r="2" />
      <rect x="3.8" y="9" width="3.6" height="11.5" rx="0.4" />
      <path d="M10 9h3.4v1.7c.7-1.2 2-2 3.8-2 3 0 4 2 4 5v6.8h-3.6v-6c0-1.5-.4-2.6-1.9-2.6-1.6 0-2.2 1.1-2.2 2.7v5.9H10z" />
    </svg>
  ),
  instagram: (p: IconProps) => (
    <svg {...base} {...p} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </svg>
  ),
} as const

export type SocialNetwork = keyof typeof SocialIcons
const NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
}

interface SocialLinksProps {
  /** Profile URLs by network; networks without a URL are left out. */
  links: Partial<Record<SocialNetwork, string | null>>
  /** Whose profiles these are, for the link names ("Maya on LinkedIn"). */
  owner?: string
  className?: string
}

/** Round icon links to someone's profiles, opened in a new tab. */
export function SocialLinks({ links, owner, className }: SocialLinksProps) {
  const entries = (Object.keys(NAMES) as SocialNetwork[]).filter((n) => links[n])
  if (!entries.length) return null
  return (
    <ul className={cx('social-links', className)}>
      {entries.map((network) => {
        const Icon = SocialIcons[network]
        return (
          <li key={network}>
            <a
              className="social-links__link"
              href={links[network]!}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={owner ? `${owner} on ${NAMES[network]}` : NAMES[network]}
            >
              <Icon />
            </a>
          </li>
        )
      })}
    </ul>
  )
}

interface ShareButtonsProps {
  /** What is shared: its title and the page address. */
  title: string
  url: string
  className?: string
}

/** Share the current page: opens each network's share form in a new tab. */
export function ShareButtons({ title, url, className }: ShareButtonsProps) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const targets: Record<'facebook' | 'twitter' | 'linkedin', string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  }
  return (
    <ul className={cx('social-links', className)} aria-label="Share">
      {(['facebook', 'twitter', 'linkedin'] as const).map((network) => {
        const Icon = SocialIcons[network]
        return (
          <li key={network}>
            <a
              className="social-links__link"
              href={targets[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${NAMES[network]}`}
            >
              <Icon />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
