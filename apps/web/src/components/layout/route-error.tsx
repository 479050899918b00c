import { isRouteErrorResponse, useRouteError } from 'react-router'

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  if (error instanceof Error) return error.message
  return String(error)
}

/** Router fallback (SPEC section 8): 'Unexpected Application Error!' with the message. */
export function RouteError() {
  const error = useRouteError()
  return (
    <main className="container route-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="route-error__message">{messageOf(error)}</p>
      <a className="btn btn--primary" href="/">
        Go Back To Homepage
      </a>
    </main>
  )
}
