import type { SessionType, SessionTypeInput } from '@app/domain/sessions'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { SelectField, TextareaField, TextField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { errorMessage } from '../../../lib/api-client'
import { useSaveSessionType } from '../api/instructor-sessions'
import {
  LENGTH_OPTIONS,
  NEW_SESSION_TYPE,
  sessionTypeFormValues,
  sessionTypeResolver,
  type SessionTypeFormValues,
} from '../session-type-form-values'

/** Adds a session type (`type` null) or changes one; bookings keep what they were booked with. */
export function MentoringTypeForm({
  type,
  onDone,
}: {
  type: SessionType | null
  onDone: () => void
}) {
  const save = useSaveSessionType()
  const form = useForm<SessionTypeFormValues, unknown, SessionTypeInput>({
    resolver: sessionTypeResolver,
    defaultValues: type ? sessionTypeFormValues(type) : NEW_SESSION_TYPE,
  })
  const { errors, isSubmitting } = form.formState
  const isNew = type === null
  const title = isNew ? 'New session type' : `Edit “${type.title}”`

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: type?.id ?? null, input })
      notify.success(isNew ? `“${saved.title}” added.` : `“${saved.title}” saved.`)
      onDone()
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })

  return (
    <form
      className="dash-card dash-form mentoring-type-form"
      aria-label={title}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="mentoring-type-form__title">{title}</h2>
      <div className="dash-form__grid">
        <TextField
          label="Title"
          isRequired
          maxLength={120}
          className="dash-form__wide"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextareaField
          label="Description"
          hint="What the student gets from the session. Optional."
          rows={3}
          className="dash-form__wide"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SelectField
          label="Length"
          isRequired
          error={errors.durationMinutes?.message}
          {...form.register('durationMinutes')}
        >
          {LENGTH_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes
            </option>
          ))}
        </SelectField>
        <TextField
          label="Price (USD)"
          inputMode="decimal"
          placeholder="0.00"
          hint="0 makes the session free."
          isRequired
          leading="$"
          error={errors.price?.message}
          {...form.register('price')}
        />
      </div>
      <div className="mentoring-checks">
        <label className="mentoring-check">
          <input type="checkbox" {...form.register('requiresApproval')} />
          <span>Requires approval: I accept or decline each booking</span>
        </label>
        <label className="mentoring-check">
          <input type="checkbox" {...form.register('active')} />
          <span>Active: students can book it</span>
        </label>
      </div>
      <div className="dash-form__actions">
        <Button type="submit" isBusy={isSubmitting} busyLabel="Saving…">
          {isNew ? 'Add session type' : 'Save session type'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        {errors.root?.server ? (
          <p className="field__error" role="alert">
            {errors.root.server.message}
          </p>
        ) : null}
      </div>
    </form>
  )
}
