import { AlertTriangle } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'

/** Placeholder rows while a panel loads (they appear only after 300 ms). */
export function AuthoringLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="dash-loading" role="status">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="dash-loading__bar" />
      ))}
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/** A panel whose data failed: the server's message and a retry, the rest of the page intact. */
export function AuthoringError({
  title,
  error,
  onRetry,
  isRetrying,
}: {
  title: string
  error: unknown
  onRetry: () => void
  isRetrying: boolean
}) {
  return (
    <div className="dash-panel-error" role="alert">
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
