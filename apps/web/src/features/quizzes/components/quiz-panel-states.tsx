import { AlertTriangle } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'

/** Placeholder bars while a quiz view loads. */
export function QuizPanelLoading({ label }: { label: string }) {
  return (
    <div className="quiz-loading" role="status">
      <span className="quiz-loading__bar" />
      <span className="quiz-loading__bar" />
      <span className="quiz-loading__bar" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

/** A quiz view whose data failed: the server's message and a retry. */
export function QuizPanelError({
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
    <div className="quiz-error dash-card" role="alert">
      <AlertTriangle aria-hidden="true" size={22} />
      <div>
        <h2 className="quiz-error__title">{title}</h2>
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
