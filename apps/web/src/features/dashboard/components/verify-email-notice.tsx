import { MailWarning } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useSendVerificationEmail } from '../api/verification'
import './verify-email-notice.css'

/** On the dashboards of an account whose e-mail address is not verified yet. */
export function VerifyEmailNotice() {
  const send = useSendVerificationEmail()
  return (
    <section className="verify-notice" aria-label="E-mail verification">
      <MailWarning aria-hidden="true" size={20} className="verify-notice__icon" />
      <div className="verify-notice__text">
        <p className="verify-notice__title">Your e-mail address is not verified yet.</p>
        <p>Open the link we e-mailed you when you signed up. It works for 24 hours.</p>
        <p className="verify-notice__outcome" role={send.isError ? 'alert' : 'status'}>
          {send.isSuccess ? send.data.message : null}
          {send.isError ? errorMessage(send.error) : null}
        </p>
      </div>
      {send.isSuccess ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="verify-notice__action"
          isBusy={send.isPending}
          busyLabel="Sending…"
          onClick={() => send.mutate()}
        >
          Send the link again
        </Button>
      )}
    </section>
  )
}
