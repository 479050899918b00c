import { LogIn, RotateCw } from 'lucide-react'
import { Link, useRouteError } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { ApiError, errorMessage } from '../../../lib/api-client'
import './dashboard.css'

/** Route error boundary of the dashboard pages: an expired session asks for a new login. */
export function DashboardError() {
  const error = useRouteError()
  const isSignedOut = error instanceof ApiError && (error.status === 401 || error.status === 404)
  return (
    <div className="container dash-error">
      <EmptyState
        as="h1"
        icon={isSignedOut ? <LogIn /> : <RotateCw />}
        title={isSignedOut ? 'Please log in again' : 'We could not load your dashboard'}
        description={
          isSignedOut
            ? 'Your session has ended. Log in again to open your dashboard.'
            : errorMessage(error)
        }
        action={
          isSignedOut ? (
            <Link to={paths.login} className={buttonClassName()}>
              Go To Login Page
            </Link>
          ) : (
            <Button onClick={() => window.location.reload()}>Try again</Button>
          )
        }
      />
    </div>
  )
}
