import { RECOVERY_MESSAGES, type MessageResponse } from '@app/domain/auth'
import { CheckCircle2, Link2Off } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { paths } from '../../../config/paths'
import { dashboardLinks } from '../account-links'
import { serverErrorMessage, verifyEmail } from '../api/auth'
import { useSession } from '../session-context'
import { AuthNotice } from './auth-notice'

type Outcome =
  { kind: 'checking' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string }

/**
 * E-mail verification: sends the token from the link once when the page opens, then says whether
 * the address is verified or why the link does not work.
 */
export function VerifyEmailStatus({ token }: { token: string }) {
  const session = useSession()
  const [outcome, setOutcome] = useState<Outcome>(
    token.trim()
      ? { kind: 'checking' }
      : { kind: 'failed', message: RECOVERY_MESSAGES.verifyInvalid },
  )
  const sentFor = useRef<string | null>(null)

  useEffect(() => {
    if (!token.trim() || sentFor.current === token) return
    sentFor.current = token
    verifyEmail({ token })
      .then(({ message }: MessageResponse) => setOutcome({ kind: 'done', message }))
      .catch((err: unknown) =>
        setOutcome({
          kind: 'failed',
          message: serverErrorMessage(err, 'The link could not be checked. Please try again.'),
        }),
      )
  }, [token])

  const dashboard = session.role ? dashboardLinks(session.role)[0] : undefined
  const next = dashboard ? (
    <Link to={dashboard.to}>Go to your dashboard</Link>
  ) : (
    <Link to={paths.login}>Log in</Link>
  )

  if (outcome.kind === 'checking') {
    return (
      <AuthNotice tone="info" icon={<Spinner size={20} />}>
        <p>Checking your link…</p>
      </AuthNotice>
    )
  }
  if (outcome.kind === 'done') {
    return (
      <AuthNotice tone="success" icon={<CheckCircle2 aria-hidden="true" size={22} />}>
        <h2 className="auth-notice__title">E-mail address confirmed</h2>
        <p>{outcome.message}</p>
        <p>{next}</p>
      </AuthNotice>
    )
  }
  return (
    <AuthNotice tone="error" icon={<Link2Off aria-hidden="true" size={22} />}>
      <h2 className="auth-notice__title">This link does not work</h2>
      <p>{outcome.message}</p>
      <p>{next}</p>
    </AuthNotice>
  )
}
