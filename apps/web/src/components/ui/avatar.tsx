import { avatarColor, initialsOf } from '@app/domain/artwork/avatars'
import { useState } from 'react'
import './avatar.css'
import { cx } from './cx'

export { avatarColor, initialsOf }

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
