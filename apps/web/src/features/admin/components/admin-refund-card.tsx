import { RefundDecisionSchema, type AdminRefund, type RefundDecision } from '@app/domain/orders'
import { AlertCircle, Check, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { RefundStateBadge } from '../../../components/commerce/refund-state-badge'
import { Button } from '../../../components/ui/button'
import { TextareaField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { formatPrice } from '../../../lib/format'
import { useRefundDecision } from '../api/admin-refunds'
import { formatDateTime } from './format-date'

/**
 * One refund request: the course, its order, who asked and why, why it came to the admin; a
 * pending one with an optional note and Grant refund / Decline.
 */
export function AdminRefundCard({ refund }: { refund: AdminRefund }) {
  const decide = useRefundDecision()
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const busy = decide.isPending ? decide.variables.decision.decision : null
  const amount = formatPrice(refund.amountCents)

  const answer = (decision: RefundDecision['decision']) => {
    const parsed = RefundDecisionSchema.safeParse({ decision, note: note.trim() || undefined })
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message)
      return
    }
    setNoteError(undefined)
    decide.mutate(
      { id: refund.id, decision: parsed.data },
      {
        onSuccess: (done) => {
          setNote('')
          notify.success(
            done.state === 'granted'
              ? `Refund granted: ${formatPrice(done.amountCents)} of ${refund.orderNumber} goes back to ${refund.studentName}, and “${refund.title}” left their courses.`
              : `Refund of “${refund.title}” declined. ${refund.studentName} reads your answer on their order.`,
          )
        },
      },
    )
  }

  const titleId = `refund-${refund.id}`
  const noteId = `refund-${refund.id}-note`
  return (
    <li className="admin-refund" aria-labelledby={titleId}>
      <div className="admin-refund__head">
        <h2 className="admin-refund__title" id={titleId}>
          {refund.title}
        </h2>
        <RefundStateBadge state={refund.state} />
      </div>
      <dl className="admin-refund__facts">
        <div>
          <dt>Order</dt>
          <dd>
            <Link to={paths.adminOrder(refund.orderId)} className="admin-order-link">
              {refund.orderNumber}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Student</dt>
          <dd>
            {refund.studentName}
            <span className="admin-refund__email">{refund.studentEmail}</span>
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd className="admin-refund__amount">{amount}</dd>
        </div>
        <div>
          <dt>Asked</dt>
          <dd>
            <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
          </dd>
        </div>
        <div className="admin-refund__wide">
          <dt>Student’s reason</dt>
          <dd className="admin-refund__text">{refund.reason}</dd>
        </div>
        {refund.reviewReason ? (
          <div className="admin-refund__wide">
            <dt>Why it needs you</dt>
            <dd className="admin-refund__text">{refund.reviewReason}</dd>
          </div>
        ) : null}
        {refund.decidedAt ? (
          <div className="admin-refund__wide">
            <dt>Answered</dt>
            <dd className="admin-refund__text">
              <time dateTime={refund.decidedAt}>{formatDateTime(refund.decidedAt)}</time>
              {refund.note ? ` · ${refund.note}` : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {refund.state === 'pending' ? (
        <div className="admin-refund__decide">
          <TextareaField
            id={noteId}
            label="Note for the student"
            hint="Optional, up to 500 characters. Kept with the request and its order."
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={noteError}
          />
          <div className="admin-review__actions">
            <Button
              icon={<Check aria-hidden="true" size={18} />}
              isBusy={busy === 'grant'}
              busyLabel="Granting…"
              disabled={decide.isPending}
              onClick={() => answer('grant')}
              aria-label={`Grant refund of ${refund.title} to ${refund.studentName}`}
            >
              Grant refund
            </Button>
            <Button
              variant="danger"
              icon={<X aria-hidden="true" size={18} />}
              isBusy={busy === 'decline'}
              busyLabel="Declining…"
              disabled={decide.isPending}
              onClick={() => answer('decline')}
              aria-label={`Decline refund of ${refund.title} to ${refund.studentName}`}
            >
              Decline
            </Button>
          </div>
          {decide.isError ? (
            <p className="field__error" role="alert">
              <AlertCircle aria-hidden="true" size={16} />
              {errorMessage(decide.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
