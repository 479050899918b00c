import { useState } from 'react'
import './avatar.css'
import { cx } from './cx'

/** Background colours that all carry white initials at AA contrast. */
const PALETTE = [
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

/** A stable colour for a name: the same name always gets the same colour. */
export function avatarColor(name: string): string {
  let hash = 0
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return PALETTE[hash % PALETTE.length]!
}

/** "Ada Lovelace" -> "AL", "plato" -> "P". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]!.charAt(0)
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : ''
  return (first + last).toUpperCase()
}

interface AvatarProps {
  name: string
  /** Diameter in px. */
  size?: number
  className?: string
  /** Decorative next to a visible name: hides it from screen readers. */
  isDecorative?: boolean
  /** An uploaded picture; the initials show when there is none or it fails to load. */
  src?: string | null | undefined
}

/** The uploaded picture, or initials on a colour derived from the name. */
export function Avatar({ name, size = 40, className, isDecorative, src }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (src && failedSrc !== src) {
    return (
      <img
        className={cx('avatar avatar--image', className)}
        src={src}
        width={size}
        height={size}
        style={{ width: size, height: size }}
        alt={isDecorative ? '' : name}
        aria-hidden={isDecorative || undefined}
        onError={() => setFailedSrc(src)}
      />
    )
  }
  return (
    <span
      className={cx('avatar', className)}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        background: avatarColor(name),
      }}
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : name}
      aria-hidden={isDecorative || undefined}
    >
      {initialsOf(name)}
    </span>
  )
}
