import { FORM_POSTS } from '@app/domain/forms/posts'
import {
  NewPasswordFormSchema,
  PASSWORD_HINT,
  RECOVERY_MESSAGES,
  type NewPasswordForm,
} from '@app/domain/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, Link2Off } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/field'
import { paths } from '../../../config/paths'
import { confirmPasswordReset, passwordFieldError, serverErrorMessage } from '../api/auth'
import { recoveryPaths } from '../recovery-paths'
import { AuthNotice } from './auth-notice'

/** Refusals that mean the link itself does not work: only a new link helps. */
const linkProblems: readonly string[] = [
  RECOVERY_MESSAGES.resetInvalid,
  RECOVERY_MESSAGES.resetExpired,
  RECOVERY_MESSAGES.resetUsed,
]

function BrokenLink({ message }: { message: string }) {
  return (
    <AuthNotice tone="error" icon={<Link2Off aria-hidden="true" size={22} />}>
      <h2 className="auth-notice__title">This link does not work</h2>
      <p>{message}</p>
      <p>
        <Link to={recoveryPaths.forgotPassword}>Ask for a new link</Link>
      </p>
    </AuthNotice>
  )
}

/**
 * Reset password: the new password twice, sent with the token from the link (`token`, read from
 * the page address by the route). Success says so and leads to the login page.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null)
  const [brokenLink, setBrokenLink] = useState<string | null>(
    token.trim() ? null : RECOVERY_MESSAGES.resetInvalid,
  )
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await confirmPasswordReset({ token, ...values })
      setDone(message)
    } catch (err) {
      const message = serverErrorMessage(err, 'The password could not be changed. Try again.')
      const passwordProblem = passwordFieldError(err)
      if (passwordProblem) {
        form.setError('password', { message: passwordProblem }, { shouldFocus: true })
      } else if (linkProblems.includes(message)) {
        setBrokenLink(message)
      } else {
        form.setError('root.server', { message })
      }
    }
  })

  if (brokenLink) return <BrokenLink message={brokenLink} />
  if (done) {
    return (
      <AuthNotice tone="success" icon={<CheckCircle2 aria-hidden="true" size={22} />}>
        <h2 className="auth-notice__title">Password changed</h2>
        <p>{done}</p>
        <p>Every device that was logged in to this account has been signed out.</p>
        <p>
          <Link to={paths.login}>Log in</Link>
        </p>
      </AuthNotice>
    )
  }

  return (
    <form
      method="post"
      action={FORM_POSTS.resetPassword}
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        placeholder="A phrase only you know"
        hint={PASSWORD_HINT}
        isRequired
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        placeholder="Repeat the new password"
        isRequired
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" isBlock isBusy={isSubmitting} busyLabel="Saving…">
        Change password
      </Button>
      {errors.root?.server ? (
        <p className="auth-form__error" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
    </form>
  )
}
