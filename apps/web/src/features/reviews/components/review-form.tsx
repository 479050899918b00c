import { FORM_POSTS } from '@app/domain/forms/posts'
import {
  CourseReviewInputSchema,
  type CourseReviewInput,
  type ReviewableCourses,
  type SavedReview,
} from '@app/domain/reviews'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { SelectField, TextareaField, TextField } from '../../../components/ui/field'
import { StarRatingInput } from '../../../components/ui/star-rating-input'
import { errorMessage } from '../../../lib/api-client'
import { REVIEWED_KEYS, saveReview } from '../api/reviews'
import '../../../components/catalog/reviews.css'
import './reviews.css'

type Course = ReviewableCourses['items'][number]

const valuesOf = (course: Course | undefined): CourseReviewInput => ({
  rating: course?.review?.rating ?? 0,
  title: course?.review?.title ?? '',
  message: course?.review?.body ?? '',
})

/** The course to offer first: one not reviewed yet, else the first. */
const firstChoice = (courses: readonly Course[]) =>
  (courses.find((c) => c.review === null) ?? courses[0])?.courseId

export interface ReviewFormProps {
  /** 'Leave A Reply' (course page) or 'Add a Review' (instructor page). */
  title: string
  /** The account's name and e-mail, shown read-only (left out when editing from the dashboard). */
  author?: ReviewableCourses['author']
  /** Courses the student may review here: one on a course page, several on an instructor's. */
  courses: readonly Course[]
  onSaved?: (saved: SavedReview) => void
}

/**
 * The review form of SPEC section 3 for an enrolled student: the account's name and e-mail
 * (read-only: the author is the account), the course when there is a choice, star rating,
 * title and message. Posting again edits the student's review of that course.
 */
export function ReviewForm({ title, author, courses, onSaved }: ReviewFormProps) {
  const queryClient = useQueryClient()
  const [courseId, setCourseId] = useState(() => firstChoice(courses))
  const [sent, setSent] = useState<'created' | 'updated' | null>(null)
  const course = courses.find((c) => c.courseId === courseId) ?? courses[0]
  const form = useForm<CourseReviewInput>({
    resolver: zodResolver(CourseReviewInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(course),
  })
  const { errors, isSubmitting } = form.formState
  const save = useMutation({
    mutationFn: (input: CourseReviewInput) => saveReview(course!.courseId, input),
    onSuccess: async (saved) => {
      onSaved?.(saved)
      await Promise.all(
        REVIEWED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(null)
    try {
      const saved = await save.mutateAsync(values)
      setSent(saved.created ? 'created' : 'updated')
      form.reset(values)
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })

  const chooseCourse = (id: number) => {
    setCourseId(id)
    setSent(null)
    form.reset(valuesOf(courses.find((c) => c.courseId === id)))
  }

  return (
    <form
      method="post"
      action={FORM_POSTS.review}
      className="review-form"
      noValidate
      aria-labelledby="review-form-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id="review-form-title" className="review-form__title">
        {title}
      </h3>
      <p className="review-form__intro">
        {course?.review
          ? 'You reviewed this course already: posting again updates your review.'
          : 'Your e-mail address will not be published. Required fields are marked *'}
      </p>
      {courses.length > 1 ? (
        <SelectField
          label="Course"
          isRequired
          value={course?.courseId}
          onChange={(event) => chooseCourse(Number(event.target.value))}
        >
          {courses.map((c) => (
            <option key={c.courseId} value={c.courseId}>
              {c.title}
              {c.review ? ' (reviewed)' : ''}
            </option>
          ))}
        </SelectField>
      ) : null}
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
      {author ? (
        <div className="review-form__row">
          <TextField label="Name" value={author.name} readOnly hint="From your account" />
          <TextField
            label="Email"
            type="email"
            value={author.email}
            readOnly
            hint="From your account, never shown"
          />
        </div>
      ) : null}
      <TextField
        label="Title"
        isRequired
        maxLength={120}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextareaField
        label="Message"
        isRequired
        rows={5}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className="review-form__actions">
        <Button type="submit" isBusy={isSubmitting} busyLabel="Posting…">
          {course?.review ? 'Update Review' : 'Post Review'}
        </Button>
        {errors.root?.server ? (
          <p className="field__error" role="alert">
            {errors.root.server.message}
          </p>
        ) : sent ? (
          <p className="review-form__sent" role="status">
            {sent === 'created'
              ? 'Thank you! Your review now shows above.'
              : 'Your review is updated.'}
          </p>
        ) : null}
      </div>
    </form>
  )
}
