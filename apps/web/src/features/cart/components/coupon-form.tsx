import { FORM_POSTS } from '@app/domain/forms/posts'
import { CouponCodeSchema } from '@app/domain/cart'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { TicketPercent, X } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import type { CartLine } from '../../../lib/cart-store'
import { cartQueries, quoteInput } from '../api/cart'
import type { CartView } from '../hooks/use-cart-quote'
import '../../../components/ui/field.css'

interface CouponFormProps {
  lines: readonly CartLine[]
  view: CartView
  appliedCode: string | null
  onApply: (code: string) => void
  onRemove: () => void
}

/**
 * The coupon field and Apply Coupon: the server's quote says whether the code applies; its reason
 * shows next to the field when it does not. An applied coupon is kept for checkout.
 */
export function CouponForm({ lines, view, appliedCode, onApply, onRemove }: CouponFormProps) {
  const queryClient = useQueryClient()
  const inputId = useId()
  const messageId = `${inputId}-message`
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const check = useMutation({
    mutationFn: (code: string) =>
      queryClient.fetchQuery(cartQueries.quote(quoteInput(lines, code))),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = CouponCodeSchema.safeParse(text)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a coupon code')
      return
    }
    setError(null)
    check.mutate(parsed.data, {
      onSuccess: (quote) => {
        if (quote.couponError) setError(quote.couponError)
        else {
          onApply(parsed.data)
          setText('')
        }
      },
      onError: (err) => setError(errorMessage(err)),
    })
  }

  // An applied coupon can stop applying when the cart changes (a minimum no longer reached).
  const message = error ?? (appliedCode && view.isServerPriced ? view.couponError : null)

  return (
    <form
      method="post"
      action={FORM_POSTS.coupon}
      className="coupon"
      noValidate
      onSubmit={submit}
      aria-label="Coupon"
    >
      <label htmlFor={inputId} className="visually-hidden">
        Coupon code
      </label>
      <div className="coupon__row">
        <span className="input-wrap coupon__field">
          <span className="input-wrap__leading" aria-hidden="true">
            <TicketPercent size={18} />
          </span>
          <input
            id={inputId}
            className="input input--leading"
            placeholder="Coupon code"
            autoComplete="off"
            autoCapitalize="characters"
            required
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => {
              setText(event.target.value)
              if (error) setError(null)
            }}
          />
        </span>
        <Button type="submit" variant="secondary" isBusy={check.isPending} busyLabel="Checking…">
          Apply Coupon
        </Button>
      </div>
      {message ? (
        <p id={messageId} className="field__error coupon__message" role="alert">
          {message}
        </p>
      ) : null}
      {appliedCode && !(view.isServerPriced && view.couponError) ? (
        <p className="coupon__applied" role="status">
          <span>
            Coupon <strong>{appliedCode}</strong> applied
            {view.coupon?.description ? `: ${view.coupon.description}` : ''}
          </span>
          <button
            type="button"
            className="coupon__remove"
            aria-label={`Remove coupon ${appliedCode}`}
            onClick={() => {
              onRemove()
              setError(null)
            }}
          >
            <X aria-hidden="true" size={16} />
          </button>
        </p>
      ) : null}
    </form>
  )
}
