import type { ReactNode } from 'react'
import './empty-state.css'
import { cx } from './cx'

interface EmptyStateProps {
  /** A lucide icon element, shown in a tinted circle. */
  icon?: ReactNode
  title: string
  description?: ReactNode
  /** A way out: a button or link (reset filters, browse courses). */
  action?: ReactNode
  /** Heading level for the title; pick the one that fits the page outline. */
  as?: 'h1' | 'h2' | 'h3' | 'p'
  isCompact?: boolean
  className?: string
}

/** Says honestly that there is nothing here yet, and offers the next step. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  as: Title = 'h2',
  isCompact,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx('empty-state', isCompact && 'empty-state--compact', className)}>
      {icon ? (
        <span className="empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className="empty-state__title">{title}</Title>
      {description ? <div className="empty-state__text">{description}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  )
}
