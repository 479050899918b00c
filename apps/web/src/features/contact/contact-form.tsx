import { ContactParamsSchema, EMAIL_MESSAGES, type ContactParams } from '@app/domain/email'
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, Send, XCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '../../components/ui/button'
import { TextareaField, TextField } from '../../components/ui/field'
import { useFlashMessage } from '../../lib/use-flash-message'
import './contact.css'

const EMPTY: ContactParams = { first_name: '', email: '', title: '', message: '' }

interface Status {
  isSuccess: boolean
  text: string
}

/** Sends through the e-mail client, loaded on the first submit (it carries the service library). */
async function send(values: ContactParams): Promise<number> {
  const mail = await import('../../lib/email-client').catch(() => undefined)
  return mail ? mail.sendContactMessage(values) : 0
}

/**
 * Contact form (SPEC sections 4, 5, 8): first name, email, title and message, all required, with
 * the messages of the domain schema next to each field. After sending, a status shows for 2 s:
 * 'Message sent successfully' in green (and the form resets) or 'Something went wrong' in red.
 */
export function ContactForm() {
  const status = useFlashMessage<Status>()
  const form = useForm<ContactParams>({
    resolver: zodResolver(ContactParamsSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    status.clear()
    const isSuccess = (await send(values)) === 200
    if (isSuccess) form.reset(EMPTY)
    status.show(
      { isSuccess, text: isSuccess ? EMAIL_MESSAGES.contactSuccess : EMAIL_MESSAGES.failure },
      EMAIL_MESSAGES.statusTimeoutMs,
    )
  })

  return (
    <form
      className="contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="contact-form__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          placeholder="Your first name"
          isRequired
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          isRequired
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextField
        label="Title"
        placeholder="What is it about?"
        isRequired
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextareaField
        label="Message"
        rows={6}
        placeholder="Tell us how we can help"
        isRequired
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className="contact-form__footer">
        <Button
          type="submit"
          size="lg"
          isBusy={isSubmitting}
          busyLabel="Sending…"
          icon={<Send aria-hidden="true" size={18} />}
        >
          Send Message
        </Button>
        <div className="contact-form__status" role="status" aria-live="polite">
          {status.message ? (
            <p
              className={`contact-form__flash ${status.message.isSuccess ? 'is-success' : 'is-danger'}`}
            >
              {status.message.isSuccess ? (
                <CheckCircle2 aria-hidden="true" size={18} />
              ) : (
                <XCircle aria-hidden="true" size={18} />
              )}
              {status.message.text}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  )
}
