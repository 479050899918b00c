import { FORM_POSTS } from '@app/domain/forms/posts'
import {
  ReviewReplyInputSchema,
  type CourseReview,
  type ReviewReplyInput,
} from '@app/domain/reviews'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextareaField } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { REVIEWED_KEYS, saveReply } from '../api/reviews'

interface ReplyFormProps {
  id: string
  review: CourseReview
  onSaved: (review: CourseReview) => void
  onCancel: () => void
}

/** The instructor's reply under a review: one message, saved for everyone to read. */
export function ReplyForm({ id, review, onSaved, onCancel }: ReplyFormProps) {
  const queryClient = useQueryClient()
  const form = useForm<ReviewReplyInput>({
    resolver: zodResolver(ReviewReplyInputSchema),
    defaultValues: { body: review.reply?.body ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const save = useMutation({
    mutationFn: (input: ReviewReplyInput) => saveReply(review.id, input.body),
    onSuccess: async (saved) => {
      onSaved(saved)
      await Promise.all(
        REVIEWED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    },
  })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values)
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })
  return (
    <form
      id={id}
      method="post"
      action={FORM_POSTS.review}
      className="reply-form"
      noValidate
      aria-label={`Reply to ${review.name}`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextareaField
        label="Your reply"
        isRequired
        rows={4}
        hint="Shown under the review on the course page."
        error={errors.body?.message}
        {...form.register('body')}
      />
      {errors.root?.server ? (
        <p className="field__error" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="reply-form__actions">
        <Button type="submit" size="sm" isBusy={isSubmitting} busyLabel="Saving…">
          {review.reply ? 'Update Reply' : 'Post Reply'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
