import { Home, RotateCw } from 'lucide-react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { buttonClassName } from '../ui/button'
import { LogoMark } from './logo'
import './status-page.css'

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  if (error instanceof Error) return error.message
  return String(error)
}

/** Router fallback (SPEC section 8): 'Unexpected Application Error!' with the message. */
export function RouteError() {
  const error = useRouteError()
  return (
    <main className="route-error" role="alert">
      <div className="container route-error__inner">
        <a href="/" className="route-error__logo" aria-label="Learnlane home">
          <LogoMark size={40} />
        </a>
        <h1>Unexpected Application Error!</h1>
        <p className="route-error__message">{messageOf(error)}</p>
        <div className="status-page__actions route-error__actions">
          <button
            type="button"
            className={buttonClassName()}
            onClick={() => window.location.reload()}
          >
            <RotateCw aria-hidden="true" size={18} />
            Try again
          </button>
          <a className={buttonClassName({ variant: 'secondary' })} href="/">
            <Home aria-hidden="true" size={18} />
            Go Back To Homepage
          </a>
        </div>
      </div>
    </main>
  )
}
