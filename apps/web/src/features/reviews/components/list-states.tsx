import { AlertTriangle } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'

/** `?page=` of a list: a whole number from 1, anything else page 1. */
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'))
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/** Placeholder bars while a list loads. */
export function ReviewsLoading({ label }: { label: string }) {
  return (
    <div className="dash-loading" role="status">
      <span className="dash-loading__bar" />
      <span className="dash-loading__bar" />
      <span className="dash-loading__bar" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/** A list that failed: the server's message and a retry. */
export function ReviewsError({
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
