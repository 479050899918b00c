import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import '../admin.css'

/** Placeholder bars while an admin list loads (they appear only after 300 ms). */
export function AdminLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="admin-loading" role="status">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="admin-loading__bar" />
      ))}
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/** A failed load: the server's message and a retry. */
export function AdminLoadError({
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
    <div className="admin-error" role="alert">
      <h2>{title}</h2>
      <p>{errorMessage(error)}</p>
      <Button variant="secondary" onClick={onRetry} isBusy={isRetrying} busyLabel="Retrying…">
        Try again
      </Button>
    </div>
  )
}
