import { AlertTriangle } from 'lucide-react'
import { Link, isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router'
import { paths } from '../../config/paths'
import { ApiError } from '../../lib/api-client'
import { Button } from '../ui/button'
import { EmptyState } from '../ui/empty-state'

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  if (error instanceof Error && error.message) return error.message
  return 'Something went wrong'
}

/** Route error boundary of the catalog pages: the server's message and a retry. */
export function PageError() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  const isNotFound = error instanceof ApiError && error.status === 404
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-16)' }} role="alert">
      <EmptyState
        icon={<AlertTriangle size={28} />}
        title={isNotFound ? 'We could not find that page' : 'This page could not be loaded'}
        description={messageOf(error)}
        action={
          isNotFound ? (
            <Link className="btn btn--primary" to={paths.home}>
              Go Back To Homepage
            </Link>
          ) : (
            <Button
              onClick={() => void revalidator.revalidate()}
              isBusy={revalidator.state === 'loading'}
              busyLabel="Retrying…"
            >
              Try again
            </Button>
          )
        }
      />
    </div>
  )
}
