import { SessionPolicySchema, type SessionPolicy } from '@app/domain/sessions'
import { zodResolver } from '@hookform/resolvers/zod'
import { Info } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { useSavePolicy } from '../api/instructor-sessions'
import { MentoringSaveStatus } from './mentoring-save-status'

/** Said on the policy form: a booking keeps the policy in force when it was made. */
export const POLICY_APPLIES_TO_NEW =
  'Changes apply to new bookings only: every booking keeps the policy in force when it was made.'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** The policy as a student reads it; null while a box holds no number. */
export function policySummary(policy: SessionPolicy): string | null {
  const values = Object.values(policy)
  if (values.some((v) => typeof v !== 'number' || !Number.isFinite(v))) return null
  const { cutoffHours, refundBeforePercent, refundAfterPercent, maxReschedules } = policy
  const cutoff = plural(cutoffHours, 'hour')
  const moves =
    maxReschedules === 0
      ? 'A booking cannot be moved.'
      : `A booking can be moved ${maxReschedules === 1 ? 'once' : `up to ${maxReschedules} times`}, until ${cutoff} before the start.`
  return `A student who cancels at least ${cutoff} before the start gets ${refundBeforePercent}% back; later, ${refundAfterPercent}%. ${moves} When you cancel, the student always gets everything back.`
}

/** The cancellation and reschedule policy: cutoff, refunds either side of it, reschedules. */
export function MentoringPolicy({ policy }: { policy: SessionPolicy }) {
  const save = useSavePolicy()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm<SessionPolicy>({
    resolver: zodResolver(SessionPolicySchema),
    defaultValues: policy,
  })
  const { errors, isSubmitting } = form.formState
  const current = useWatch({ control: form.control }) as SessionPolicy
  const summary = policySummary(current)
  const asNumber = { valueAsNumber: true } as const

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(null)
    try {
      form.reset(await save.mutateAsync(values))
      setSaved('Policy saved for new bookings.')
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })

  return (
    <form
      className="dash-card dash-form mentoring-policy"
      aria-label="Cancellation policy"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <p className="dash-note mentoring-policy__note">
        <Info aria-hidden="true" size={16} />
        <span>{POLICY_APPLIES_TO_NEW}</span>
      </p>
      <div className="dash-form__grid">
        <TextField
          label="Cancellation cutoff (hours before the start)"
          type="number"
          inputMode="numeric"
          min={0}
          max={720}
          error={errors.cutoffHours?.message}
          {...form.register('cutoffHours', asNumber)}
        />
        <TextField
          label="Reschedules allowed per booking"
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          error={errors.maxReschedules?.message}
          {...form.register('maxReschedules', asNumber)}
        />
        <TextField
          label="Refund before the cutoff (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          error={errors.refundBeforePercent?.message}
          {...form.register('refundBeforePercent', asNumber)}
        />
        <TextField
          label="Refund after the cutoff (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          error={errors.refundAfterPercent?.message}
          {...form.register('refundAfterPercent', asNumber)}
        />
      </div>
      {summary ? (
        <p className="mentoring-policy__summary" aria-live="polite">
          {summary}
        </p>
      ) : null}
      <div className="dash-form__actions">
        <Button type="submit" isBusy={isSubmitting} busyLabel="Saving…">
          Save policy
        </Button>
        <MentoringSaveStatus saved={saved} error={errors.root?.server?.message} />
      </div>
    </form>
  )
}
