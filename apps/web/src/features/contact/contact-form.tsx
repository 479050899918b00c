import { FORM_POSTS } from '@app/domain/forms/posts'
import { ContactParamsSchema, EMAIL_MESSAGES, type ContactParams } from '@app/domain/email'
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, Send, XCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../components/ui/button'
import { TextareaField, TextField } from '../../components/ui/field'
import { useFlashMessage } from '../../lib/use-flash-message'
import { CONTACT_DETAILS } from './contact-details'
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
 *
 * The fields carry `required`, so the browser checks them in the server-rendered page; once the
 * app runs, the form turns the browser's check off (`noValidate`) and shows the spec's messages.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])
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
      ref={formRef}
      method="post"
      action={FORM_POSTS.contact}
      className="contact-form"
      aria-labelledby="contact-form-title"
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="contact-form__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          placeholder="Your first name"
          isRequired
          required
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
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextField
        label="Title"
        placeholder="What is it about?"
        isRequired
        required
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextareaField
        label="Message"
        rows={6}
        placeholder="Tell us how we can help"
        isRequired
        required
        error={errors.message?.message}
        {...form.register('message')}
      />
      <noscript>
        <p className="contact-form__note">
          Sending this form needs JavaScript. Without it, write to{' '}
          <a href={`mailto:${CONTACT_DETAILS.supportEmail}`}>{CONTACT_DETAILS.supportEmail}</a>.
        </p>
      </noscript>
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
