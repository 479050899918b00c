import { FORM_POSTS } from '@app/domain/forms/posts'
import { LoginInputSchema, type AccountKind, type LoginInput } from '@app/domain/auth'
import { isAccountKind } from '@app/domain/roles'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation } from 'react-router'
import { Button } from '../../../components/ui/button'
import { PasswordField, TextField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { paths } from '../../../config/paths'
import { storageKeys } from '../../../config/storage-keys'
import { takeReturnTo } from '../../../lib/return-to'
import { ApiError } from '../../../lib/api-client'
import { loginAccount, serverErrorMessage } from '../api/auth'
import { hardNavigate } from '../hard-navigate'
import { readLoginHandoff } from '../login-handoff'
import { recoveryPaths } from '../recovery-paths'
import { rememberedRole, rememberRole } from '../remembered-role'
import { RoleSwitch } from './role-switch'

/** Where each account kind lands after logging in. */
export const dashboardAfterLogin: Record<AccountKind, string> = {
  teacher: paths.instructorArea.dashboard,
  student: paths.studentArea.dashboard,
}

/**
 * Login (SPEC sections 2, 4, 5, 8): the switch picks the endpoint and the dashboard. It starts on
 * the role a registration just handed over, else the role last used on this browser, else Mentor
 * (the server renders Mentor; the choice is applied as the form becomes live). Success stores the
 * token and loads the dashboard afresh (the role is read at load), or the page that asked for a
 * login (a pending return path, see lib/return-to.ts). When the e-mail and password belong to the
 * other role's account, the server says so and the switch moves to that role.
 */
export function LoginForm() {
  const handoff = readLoginHandoff(useLocation().state)
  const [kind, setKind] = useState<AccountKind>('teacher')
  const isPicked = useRef(false)
  const pick = (next: AccountKind) => {
    isPicked.current = true
    setKind(next)
  }
  const [isLeaving, setIsLeaving] = useState(false)
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: handoff.email ?? '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const isBusy = isSubmitting || isLeaving

  // After the switch's own effect, which hands on a role picked before the script ran: that wins.
  useLayoutEffect(() => {
    if (!isPicked.current) setKind(handoff.role ?? rememberedRole() ?? 'teacher')
    // Once, as the form becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    // The e-mail came from the registration: only the password is left to type.
    if (handoff.email) form.setFocus('password')
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { token } = await loginAccount(kind, values)
      localStorage.setItem(storageKeys.token, token)
      rememberRole(kind)
      setIsLeaving(true)
      // A page that sent the visitor here (checkout) wins over the dashboard.
      hardNavigate(takeReturnTo() ?? dashboardAfterLogin[kind])
    } catch (err) {
      notify.error(serverErrorMessage(err, 'Login failed!'))
      // The password opened the other role's account: the next Sign Up logs in there.
      const otherRole = err instanceof ApiError && err.status === 401 ? err.details.role : null
      if (isAccountKind(otherRole)) setKind(otherRole)
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
      <RoleSwitch legend="Log in as" value={kind} onChange={pick} isDisabled={isBusy} />
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
