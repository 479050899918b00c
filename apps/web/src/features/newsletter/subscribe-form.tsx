import { FORM_POSTS } from '@app/domain/forms/posts'
import { useState, type FormEvent } from 'react'
import type * as EmailClient from '../../lib/email-client'
import { Button } from '../../components/ui/button'
import { useFlashMessage } from '../../lib/use-flash-message'
import './subscribe-form.css'

interface Status {
  isSuccess: boolean
  text: string
}

/**
 * The failure text when the sending code itself cannot be loaded (offline). It equals
 * EMAIL_MESSAGES.failure; the domain module is not imported here because it would pull zod into
 * the first-load bundle (a unit test keeps the two in step).
 */
export const OFFLINE_FAILURE = 'Something went wrong'
const OFFLINE_TIMEOUT_MS = 2000

/** Starts loading the e-mail client, once; focusing the field warms it up before the first submit. */
let clientModule: Promise<typeof EmailClient> | undefined
const loadClient = () => (clientModule ??= import('../../lib/email-client'))

/**
 * Footer subscribe form (SPEC sections 4, 5 and 8): the browser checks the e-mail (required, e-mail
 * type); status 200 shows 'You have successfully subscribed.' and resets the form, anything else
 * 'Something went wrong'; the message disappears after 2 seconds.
 */
export function SubscribeForm() {
  const [isSending, setIsSending] = useState(false)
  const status = useFlashMessage<Status>()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setIsSending(true)
    status.clear()
    try {
      const mail = await loadClient().catch(() => undefined)
      if (!mail) {
        clientModule = undefined
        status.show({ isSuccess: false, text: OFFLINE_FAILURE }, OFFLINE_TIMEOUT_MS)
        return
      }
      const code = await mail.sendSubscribeForm(form)
      const isSuccess = code === 200
      if (isSuccess) form.reset()
      const { subscribeSuccess, failure, statusTimeoutMs } = mail.EMAIL_MESSAGES
      status.show({ isSuccess, text: isSuccess ? subscribeSuccess : failure }, statusTimeoutMs)
    } finally {
      setIsSending(false)
    }
  }

  return (
    <form
      method="post"
      action={FORM_POSTS.subscribe}
      className="subscribe-form"
      onSubmit={(e) => void onSubmit(e)}
    >
      <label className="visually-hidden" htmlFor="subscribe-email">
        Email address
      </label>
      <input
        id="subscribe-email"
        className="input"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="Your email"
        onFocus={() => void loadClient().catch(() => undefined)}
      />
      <Button type="submit" isBusy={isSending} busyLabel="Subscribing…">
        Subscribe
      </Button>
      <div className="subscribe-form__status" role="status" aria-live="polite">
        {status.message ? (
          <p
            className={`subscribe-form__flash ${status.message.isSuccess ? 'is-success' : 'is-danger'}`}
          >
            {status.message.text}
          </p>
        ) : null}
      </div>
    </form>
  )
}
