import { firstNameOf } from '@app/domain/sessions/display'
import {
  SESSION_REVIEW_COMMENT_MAX,
  SessionReviewInputSchema,
  type Booking,
  type SessionReviewFormValues,
  type SessionReviewInput,
} from '@app/domain/sessions'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { TextareaField } from '../../../components/ui/field'
import { StarRatingInput } from '../../../components/ui/star-rating-input'
import { errorMessage } from '../../../lib/api-client'
import { reviewSession } from '../api/sessions'

interface ReviewSessionDialogProps {
  booking: Booking
  isOpen: boolean
  onClose: () => void
  onSaved: (booking: Booking) => void
}

/**
 * "Review Jane": star rating and an optional comment, in a native dialog; sent again, it edits
 * the student's one review of this session. The mentor's profile shows it with their first name.
 */
export function ReviewSessionDialog({
  booking,
  isOpen,
  onClose,
  onSaved,
}: ReviewSessionDialogProps) {
  const formId = useId()
  const mentor = firstNameOf(booking.mentor.name)
  const form = useForm<SessionReviewFormValues, unknown, SessionReviewInput>({
    resolver: zodResolver(SessionReviewInputSchema),
    defaultValues: { rating: booking.review?.rating ?? 0, comment: booking.review?.comment ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const save = useMutation({
    mutationFn: (input: SessionReviewInput) => reviewSession(booking.id, input),
    onSuccess: onSaved,
  })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values)
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })
  const close = () => {
    if (!isSubmitting) onClose()
  }
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={booking.review ? `Edit your review of ${mentor}` : `Review ${mentor}`}
      description={`${booking.sessionType.title}: your rating and comment show on ${mentor}’s profile with your first name.`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            Back
          </Button>
          <Button type="submit" form={formId} isBusy={isSubmitting} busyLabel="Saving…">
            {booking.review ? 'Update review' : 'Post review'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="review-session"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              label="Your rating"
              isRequired
              error={errors.rating?.message}
            />
          )}
        />
        <TextareaField
          label="Comment"
          hint="Optional: what went well, what could be better."
          rows={5}
          maxLength={SESSION_REVIEW_COMMENT_MAX}
          error={errors.comment?.message}
          {...form.register('comment')}
        />
        {errors.root?.server ? (
          <p className="book-session__error" role="alert">
            <AlertTriangle aria-hidden="true" size={18} />
            {errors.root.server.message}
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
