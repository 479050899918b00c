import type { Role } from '@app/domain/roles'
import { LogIn } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { rememberReturnTo } from '../../../lib/return-to'

interface StudentAccountNoteProps {
  /** The signed-in role, or null for a visitor. */
  role: Role | null
  /** Where to come back to after logging in. */
  returnTo: string
  /** The server's own words, when it refused the booking. */
  message?: string | null
}

/** Sessions are booked with a student account: asks to log in as one, and come back here. */
export function StudentAccountNote({ role, returnTo, message }: StudentAccountNoteProps) {
  const comeBack = () => rememberReturnTo(returnTo)
  return (
    <div className="account-note" role="note" aria-label="Log in as a student to book">
      <LogIn aria-hidden="true" size={22} className="account-note__icon" />
      <div>
        <p className="account-note__title">Log in as a student to book</p>
        <p>
          {role === 'teacher'
            ? 'You are signed in with a Mentor account. Sessions are booked with a student account: log in with one (choose Student on the login page) or register a new one.'
            : 'Sessions are booked with a student account. Log in (choose Student) or register, and you will come back to this page to pick your time.'}
        </p>
        {message ? <p className="account-note__server">{message}</p> : null}
        <div className="account-note__actions">
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
    </div>
  )
}
