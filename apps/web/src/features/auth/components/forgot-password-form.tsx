import { FORM_POSTS } from '@app/domain/forms/posts'
import {
  PasswordResetRequestSchema,
  type MessageResponse,
  type PasswordResetRequest,
} from '@app/domain/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/field'
import { paths } from '../../../config/paths'
import { requestPasswordReset, serverErrorMessage } from '../api/auth'
import { AuthNotice } from './auth-notice'

/**
 * Forgot password: asks for the e-mail and answers with the server's neutral confirmation, which
 * reads the same whether or not an account uses the address.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<MessageResponse | null>(null)
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setSent(await requestPasswordReset(values))
    } catch (err) {
      form.setError('root.server', {
        message: serverErrorMessage(err, 'The link could not be sent. Please try again.'),
      })
    }
  })

  if (sent) {
    return (
      <AuthNotice tone="success" icon={<MailCheck aria-hidden="true" size={22} />}>
        <h2 className="auth-notice__title">Check your inbox</h2>
        <p>{sent.message}</p>
        <p>
          Nothing arrived? Look in the spam folder, or{' '}
          <button type="button" className="auth-notice__link" onClick={() => setSent(null)}>
            send the link again
          </button>
          .
        </p>
        <p>
          <Link to={paths.login}>Back to log in</Link>
        </p>
      </AuthNotice>
    )
  }

  return (
    <form
      method="post"
      action={FORM_POSTS.forgotPassword}
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        isRequired
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting} busyLabel="Sending…">
        Send reset link
      </Button>
      {errors.root?.server ? (
        <p className="auth-form__error" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <p className="auth-form__switch">
        Remembered it? <Link to={paths.login}>Back to log in</Link>
      </p>
    </form>
  )
}
