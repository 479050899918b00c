import { FORM_POSTS } from '@app/domain/forms/posts'
import { LoginInputSchema, type AccountKind, type LoginInput } from '@app/domain/auth'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { PasswordField, TextField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { paths } from '../../../config/paths'
import { storageKeys } from '../../../config/storage-keys'
import { takeReturnTo } from '../../../lib/return-to'
import { loginAccount, serverErrorMessage } from '../api/auth'
import { hardNavigate } from '../hard-navigate'
import { recoveryPaths } from '../recovery-paths'
import { RoleSwitch } from './role-switch'

/** Where each account kind lands after logging in. */
export const dashboardAfterLogin: Record<AccountKind, string> = {
  teacher: paths.instructorArea.dashboard,
  student: paths.studentArea.dashboard,
}

/**
 * Login (SPEC sections 2, 4, 5, 8): Mentor by default; the switch picks the endpoint and the
 * dashboard. Success stores the token and loads the dashboard afresh (the role is read at load),
 * or the page that asked for a login (a pending return path, see lib/return-to.ts).
 */
export function LoginForm() {
  const [kind, setKind] = useState<AccountKind>('teacher')
  const [isLeaving, setIsLeaving] = useState(false)
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const isBusy = isSubmitting || isLeaving

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { token } = await loginAccount(kind, values)
      localStorage.setItem(storageKeys.token, token)
      setIsLeaving(true)
      // A page that sent the visitor here (checkout) wins over the dashboard.
      hardNavigate(takeReturnTo() ?? dashboardAfterLogin[kind])
    } catch (err) {
      notify.error(serverErrorMessage(err, 'Login failed!'))
    }
  })

  return (
    <form
      method="post"
      action={FORM_POSTS.login}
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <RoleSwitch legend="Log in as" value={kind} onChange={setKind} isDisabled={isBusy} />
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
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        isRequired
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="auth-form__forgot">
        <Link to={recoveryPaths.forgotPassword}>Forgot password?</Link>
      </p>
      <Button type="submit" size="lg" isBlock isBusy={isBusy} busyLabel="Signing Up ...">
        Sign Up
      </Button>
      <p className="auth-form__switch">
        Don&apos;t have an account? <Link to={paths.register}>Join here</Link>
      </p>
    </form>
  )
}
