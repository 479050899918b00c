import { PayoutInputSchema } from '@app/domain/earnings'
import { toCents } from '@app/domain/money'
import { AlertCircle, Check } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { errorMessage } from '../../../lib/api-client'
import { formatPrice } from '../../../lib/format'
import { useRecordPayout } from '../api/admin-earnings'

type FieldName = 'amountCents' | 'paidOn' | 'reference'

/** Today in the admin's own calendar, as YYYY-MM-DD. */
function today(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** "12.34" -> 1234 cents; nothing or not a number stays undefined (the schema names it). */
function centsOf(amount: string): number | undefined {
  const text = amount.trim().replace(/^\$/, '').replace(/,/g, '')
  if (!text) return undefined
  const dollars = Number(text)
  return Number.isFinite(dollars) ? toCents(dollars) : undefined
}

/**
 * Records money sent to one mentor: the amount in dollars, the day it was paid (today unless
 * told) and the transfer's reference. The server refuses more than is available (409).
 */
export function PayoutForm({
  instructorId,
  name,
  availableCents,
  onDone,
}: {
  instructorId: number
  name: string
  availableCents: number
  onDone: () => void
}) {
  const record = useRecordPayout()
  const [amount, setAmount] = useState('')
  const [paidOn, setPaidOn] = useState(today)
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const idOf = (field: string) => `payout-${instructorId}-${field}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = PayoutInputSchema.safeParse({
      instructorId,
      amountCents: centsOf(amount),
      paidOn,
      reference,
    })
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName
        next[field] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    record.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(`Payout of ${formatPrice(parsed.data.amountCents)} to ${name} recorded.`)
        onDone()
      },
    })
  }

  return (
    <form
      className="admin-payout"
      aria-label={`Record a payout to ${name}`}
      noValidate
      onSubmit={submit}
    >
      <p className="admin-payout__intro">
        {formatPrice(availableCents)} is available to pay {name}.
      </p>
      <div className="admin-payout__fields">
        <TextField
          id={idOf('amount')}
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amountCents}
          isRequired
        />
        <TextField
          id={idOf('paid-on')}
          label="Paid on"
          type="date"
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
          error={errors.paidOn}
          isRequired
        />
        <TextField
          id={idOf('reference')}
          label="Transfer reference"
          autoComplete="off"
          maxLength={120}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={errors.reference}
          isRequired
        />
      </div>
      <div className="admin-payout__actions">
        <Button
          type="submit"
          icon={<Check aria-hidden="true" size={18} />}
          isBusy={record.isPending}
          busyLabel="Recording…"
        >
          Record payout
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={record.isPending}>
          Cancel
        </Button>
      </div>
      {record.isError ? (
        <p className="field__error" role="alert">
          <AlertCircle aria-hidden="true" size={16} />
          {errorMessage(record.error)}
        </p>
      ) : null}
    </form>
  )
}
