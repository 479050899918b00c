import { AlertTriangle } from 'lucide-react'
import { errorMessage } from '../../lib/api-client'
import { Button } from './button'
import { cx } from './cx'
import './panel-states.css'

/** Placeholder rows while a panel loads (they appear only after 300 ms). */
export function PanelLoading({
  label,
  rows = 3,
  className,
}: {
  label: string
  rows?: number
  className?: string
}) {
  return (
    <div className={cx('dash-loading', className)} role="status">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="dash-loading__bar" />
      ))}
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/** A panel whose data failed: the server's message and a retry, the rest of the page intact. */
export function PanelError({
  title,
  error,
  onRetry,
  isRetrying,
  className,
}: {
  title: string
  error: unknown
  onRetry: () => void
  isRetrying: boolean
  className?: string
}) {
  return (
    <div className={cx('dash-panel-error', className)} role="alert">
      <AlertTriangle aria-hidden="true" size={22} />
      <div>
        <h2 className="dash-panel-error__title">{title}</h2>
        <p>{errorMessage(error)}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={onRetry}
          isBusy={isRetrying}
          busyLabel="Retrying…"
        >
          Try again
        </Button>
      </div>
    </div>
  )
}
