import { PASSWORD_HINT, PASSWORD_MESSAGES } from '@app/domain/auth'
import {
  PasswordChangeInputSchema,
  WRONG_CURRENT_PASSWORD,
  type PasswordChangeInput,
} from '@app/domain/profile'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/field'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useChangePassword } from '../api/profile'
import { FormStatus } from './form-status'

const empty: PasswordChangeInput = { currentPassword: '', newPassword: '', retypePassword: '' }

/**
 * Settings > Password: the server checks the current password; after the change, sessions on
 * other devices end and this one continues with the fresh token.
 */
export function PasswordForm() {
  const change = useChangePassword()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(PasswordChangeInputSchema),
    defaultValues: empty,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(null)
    try {
      await change.mutateAsync(values)
      form.reset(empty)
      setSaved('Password changed. Other devices have been signed out.')
    } catch (err) {
      if (err instanceof ApiError && err.message === WRONG_CURRENT_PASSWORD) {
        form.setError('currentPassword', { message: err.message }, { shouldFocus: true })
      } else if (err instanceof ApiError && err.message === PASSWORD_MESSAGES.tooCommon) {
        // The server's common-password check: the answer belongs next to the new password.
        form.setError('newPassword', { message: err.message }, { shouldFocus: true })
      } else {
        form.setError('root.server', { message: errorMessage(err) })
      }
    }
  })

  return (
    <form className="dash-card dash-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="dash-form__stack">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          isRequired
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          isRequired
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label="Re-type New Password"
          autoComplete="new-password"
          isRequired
          error={errors.retypePassword?.message}
          {...form.register('retypePassword')}
        />
      </div>
      <div className="dash-form__actions">
        <Button type="submit" isBusy={isSubmitting} busyLabel="Saving…">
          Update Password
        </Button>
        <FormStatus saved={saved} error={errors.root?.server?.message} />
      </div>
    </form>
  )
}
