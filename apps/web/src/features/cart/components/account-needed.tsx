import type { Role } from '@app/domain/roles'
import { UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { rememberReturnTo } from '../../../lib/return-to'

interface AccountNeededProps {
  /** The signed-in role, or null for a visitor. */
  role: Role | null
  /** The server's own words, when the order API refused. */
  message?: string | null
  /** Whether the cart holds a mentoring session (booked with a student account too). */
  hasSessions?: boolean
}

/**
 * Courses are bought with a student account: asks to log in or register, then come back here with
 * the same cart (it is kept in this browser; the login honours the return path).
 */
export function AccountNeeded({ role, message, hasSessions = false }: AccountNeededProps) {
  const comeBack = () => rememberReturnTo(paths.checkout)
  const what = hasSessions ? 'sessions' : 'courses'
  return (
    <section className="account-needed" aria-labelledby="account-needed-title">
      <UserRound aria-hidden="true" size={24} className="account-needed__icon" />
      <div>
        <h2 id="account-needed-title" className="account-needed__title">
          Log in as a student to buy {what}
        </h2>
        <p>
          {hasSessions
            ? role === 'teacher'
              ? 'You are signed in with a Mentor account. Sessions are booked with a student account, so log in with one (choose Student on the login page) or register a new one.'
              : 'Your cart holds a mentoring session, and sessions are booked with a student account. Log in (choose Student) or register, and you will come back here with the same cart.'
            : role === 'teacher'
              ? 'You are signed in with a Mentor account. Courses in your cart are added to a student account, so log in with one (choose Student on the login page) or register a new one.'
              : 'Your cart holds a course, and courses are added to a student account when the order is paid. Log in (choose Student) or register, and you will come back here with the same cart.'}
        </p>
        {message ? <p className="account-needed__server">{message}</p> : null}
        <div className="account-needed__actions">
          <Link className={buttonClassName()} to={paths.login} onClick={comeBack}>
            Log in
          </Link>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={paths.register}
            onClick={comeBack}
          >
            Register
          </Link>
        </div>
      </div>
    </section>
  )
}
