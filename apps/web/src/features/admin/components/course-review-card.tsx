import { CourseRejectInputSchema, type CourseReviewItem } from '@app/domain/authoring'
import { AlertCircle, Check, Pencil, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { CourseCover } from '../../../components/catalog/course-cover'
import { Button, buttonClassName } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { TextareaField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { formatDuration, formatPriceOrFree } from '../../../lib/format'
import { useReviewDecision } from '../api/admin-course-reviews'
import { formatDateTime } from './format-date'

/**
 * One course waiting for review: what it is, who sent it and when, a link to read it whole in
 * the editor, and Approve / Reject (a reason the mentor reads is required to reject).
 */
export function CourseReviewCard({ course }: { course: CourseReviewItem }) {
  const decision = useReviewDecision()
  const [isRejecting, setIsRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const busy = decision.isPending ? decision.variables.action : null

  const approve = () =>
    decision.mutate(
      { id: course.id, action: 'approve' },
      { onSuccess: () => notify.success(`“${course.title}” is approved and live now.`) },
    )
  const reject = () => {
    const parsed = CourseRejectInputSchema.safeParse({ reason })
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message)
      return
    }
    setReasonError(undefined)
    decision.mutate(
      { id: course.id, action: 'reject', input: parsed.data },
      {
        onSuccess: () => {
          setIsRejecting(false)
          notify.success(`“${course.title}” is sent back to its mentor with your reason.`)
        },
      },
    )
  }

  const titleId = `course-review-${course.id}`
  return (
    <li className="admin-review" aria-labelledby={titleId}>
      <div className="admin-review__cover">
        {course.coverUrl ? (
          <img src={course.coverUrl} alt="" loading="lazy" width={320} height={200} />
        ) : (
          <CourseCover id={course.id} title={course.title} category={course.category} />
        )}
      </div>
      <div className="admin-review__body">
        <h2 className="admin-review__title" id={titleId}>
          {course.title}
        </h2>
        <p className="admin-review__meta">
          By {course.instructorName || 'an unnamed mentor'} · sent{' '}
          <time dateTime={course.submittedAt}>{formatDateTime(course.submittedAt)}</time>
        </p>
        <p className="admin-review__meta">
          {course.category} · {course.level} · {course.lessons} lessons ·{' '}
          {formatDuration(course.durationMinutes)} · {formatPriceOrFree(course.priceCents)}
        </p>
        <p className="admin-review__description">{course.description}</p>
        <div className="admin-review__actions">
          <Button
            icon={<Check aria-hidden="true" size={18} />}
            isBusy={busy === 'approve'}
            busyLabel="Approving…"
            disabled={decision.isPending}
            onClick={approve}
            aria-label={`Approve ${course.title}`}
          >
            Approve
          </Button>
          <Button
            variant="danger"
            icon={<X aria-hidden="true" size={18} />}
            disabled={decision.isPending}
            onClick={() => setIsRejecting(true)}
            aria-label={`Reject ${course.title}`}
          >
            Reject
          </Button>
          <Link
            to={`${paths.instructorArea.addCourse}?course=${course.id}`}
            className={buttonClassName({ variant: 'secondary' })}
            aria-label={`Open ${course.title} in the editor`}
          >
            <Pencil aria-hidden="true" size={16} />
            Open in editor
          </Link>
        </div>
        {decision.isError && !isRejecting ? (
          <p className="field__error" role="alert">
            <AlertCircle aria-hidden="true" size={16} />
            {errorMessage(decision.error)}
          </p>
        ) : null}
      </div>
      <Dialog
        isOpen={isRejecting}
        onClose={() => (decision.isPending ? undefined : setIsRejecting(false))}
        title={`Reject “${course.title}”?`}
        description="The mentor reads your reason on their course list and in an e-mail, edits the course and sends it again."
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setIsRejecting(false)}
              disabled={decision.isPending}
            >
              Keep it in the queue
            </Button>
            <Button
              variant="danger"
              isBusy={busy === 'reject'}
              busyLabel="Sending…"
              onClick={reject}
            >
              Send rejection
            </Button>
          </>
        }
      >
        <TextareaField
          label="Reason for the mentor"
          hint="What to change before it can go live (10 to 1,000 characters)."
          rows={5}
          maxLength={1000}
          isRequired
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError}
        />
        {decision.isError ? (
          <p className="field__error" role="alert">
            <AlertCircle aria-hidden="true" size={16} />
            {errorMessage(decision.error)}
          </p>
        ) : null}
      </Dialog>
    </li>
  )
}
