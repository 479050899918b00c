import { LogOut } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useRevokeSessions } from '../api/profile'
import { FormStatus } from './form-status'

interface SignOutEverywhereProps {
  /** Signs this browser out once every session has ended. */
  onSignOut: () => void
}

/**
 * Settings > Password: "Sign out of all devices". The server ends every session of the account
 * (this one too), then this browser signs out.
 */
export function SignOutEverywhere({ onSignOut }: SignOutEverywhereProps) {
  const revoke = useRevokeSessions()
  const [error, setError] = useState<string | undefined>(undefined)
  const titleId = useId()
  const hintId = useId()

  const onClick = async () => {
    setError(undefined)
    try {
      await revoke.mutateAsync()
      onSignOut()
    } catch (err) {
      // A session that had already ended elsewhere is signed out here too.
      if (err instanceof ApiError && err.status === 401) onSignOut()
      else setError(errorMessage(err))
    }
  }

  return (
    <section className="dash-card settings-sessions" aria-labelledby={titleId}>
      <div className="settings-sessions__body">
        <h2 className="settings-sessions__title" id={titleId}>
          Sign out of all devices
        </h2>
        <p className="field__help" id={hintId}>
          Lost a phone or used a shared computer? End every session of your account, this one
          included; you will log in again with your password.
        </p>
      </div>
      <div className="settings-sessions__actions">
        <Button
          variant="secondary"
          icon={<LogOut aria-hidden="true" size={16} />}
          aria-describedby={hintId}
          isBusy={revoke.isPending || revoke.isSuccess}
          busyLabel="Signing out…"
          onClick={() => void onClick()}
        >
          Sign out of all devices
        </Button>
        <FormStatus saved={null} error={error} />
      </div>
    </section>
  )
}
