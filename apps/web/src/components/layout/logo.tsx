import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { cx } from '../ui/cx'

/** The Learnlane mark: two lanes converging on a point, on an accent tile. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-tile" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#logo-tile)" />
      <path
        d="M9 8v16h14"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M15 8v10h8"
        fill="none"
        stroke="#c7d2fe"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23" cy="8.5" r="2.2" fill="#f59e0b" />
    </svg>
  )
}

/** Word-mark linking home. */
export function Logo({ className, isInverted }: { className?: string; isInverted?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={cx('logo', isInverted && 'logo--inverted', className)}
      aria-label="Learnlane home"
    >
      <LogoMark />
      <span className="logo__word" aria-hidden="true">
        Learn<span>lane</span>
      </span>
    </Link>
  )
}
