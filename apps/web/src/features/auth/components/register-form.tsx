import { FORM_POSTS } from '@app/domain/forms/posts'
import {
  PASSWORD_HINT,
  REGISTER_MESSAGES,
  RegisterInputSchema,
  type AccountKind,
  type RegisterInput,
} from '@app/domain/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { PasswordField, TextField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { paths } from '../../../config/paths'
import { passwordFieldError, registerAccount, serverErrorMessage } from '../api/auth'
import type { LoginHandoff } from '../login-handoff'
import { rememberRole } from '../remembered-role'
import { RoleSwitch } from './role-switch'

/** The spec's pause between the success toast and the login page. */
export const REGISTER_REDIRECT_MS = 2000

/**
 * Registration (SPEC sections 2, 4, 5, 8): Join As Mentor (default) or Student; success shows
 * the spec's toast, says an e-mail is on its way, and opens /login after 2 s with the e-mail and
 * the role filled in; a failure shows the server's message.
 */
export function RegisterForm() {
  const navigate = useNavigate()
  const [kind, setKind] = useState<AccountKind>('teacher')
  /** Set once registered: what the login page is handed. */
  const [handoff, setHandoff] = useState<LoginHandoff | null>(null)
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const isBusy = isSubmitting || handoff !== null

  useEffect(() => {
    if (!handoff) return
    // The login page starts with this e-mail and role (router state: never in the URL).
    const timer = window.setTimeout(
      () => void navigate(paths.login, { state: handoff }),
      REGISTER_REDIRECT_MS,
    )
    return () => window.clearTimeout(timer)
  }, [handoff, navigate])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registerAccount(kind, values)
      rememberRole(kind)
      notify.success('Registration successful! Redirecting to login page...')
      // The server answers alike for an address that already has an account (its owner gets an
      // e-mail instead of a second account); either way an e-mail is on its way.
      notify.success(REGISTER_MESSAGES.checkInbox)
      setHandoff({ email: values.email, role: kind })
    } catch (err) {
      // A common or guessable password is refused by the server: said next to the field.
      const passwordProblem = passwordFieldError(err)
      if (passwordProblem) {
        form.setError('password', { message: passwordProblem }, { shouldFocus: true })
        return
      }
      notify.error(serverErrorMessage(err, 'Registration failed. Please try again.'))
    }
  })

  return (
    <form
      method="post"
      action={FORM_POSTS.register}
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <RoleSwitch legend="Join As" value={kind} onChange={setKind} isDisabled={isBusy} />
      <TextField
        label="Full Name"
        autoComplete="name"
        placeholder="Your full name"
        isRequired
        error={errors.name?.message}
        {...form.register('name')}
      />
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
      <div className="auth-form__row">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="Create a password"
          hint={PASSWORD_HINT}
          isRequired
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Repeat the password"
          isRequired
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>
      <Button type="submit" size="lg" isBlock isBusy={isBusy} busyLabel="Signing Up ...">
        Sign Up
      </Button>
      <p className="auth-form__switch">
        Already have an account? <Link to={paths.login}>Sign in</Link>
      </p>
    </form>
  )
}
