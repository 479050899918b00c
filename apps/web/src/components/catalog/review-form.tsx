import { Controller, useForm } from 'react-hook-form'
import { useState } from 'react'
import { Button } from '../ui/button'
import { TextareaField, TextField } from '../ui/field'
import { StarRatingInput } from '../ui/star-rating-input'
import './reviews.css'

export interface ReviewFormValues {
  rating: number
  firstName: string
  email: string
  phone: string
  title: string
  message: string
  saveDetails: boolean
}

const DETAILS_KEY = 'review-details'

function savedDetails(): Pick<ReviewFormValues, 'firstName' | 'email' | 'phone'> | null {
  try {
    const raw = localStorage.getItem(DETAILS_KEY)
    return raw ? (JSON.parse(raw) as Pick<ReviewFormValues, 'firstName' | 'email' | 'phone'>) : null
  } catch {
    return null
  }
}

interface ReviewFormProps {
  /** Form heading, e.g. 'Leave A Reply'. */
  title: string
  onSubmit: (values: ReviewFormValues) => void
}

/**
 * Review form of SPEC section 3: star rating, first name, e-mail, phone (numeric), title, message
 * and 'save my details in this browser'. Validates on submit, then on change.
 */
export function ReviewForm({ title, onSubmit }: ReviewFormProps) {
  const [sent, setSent] = useState(false)
  const saved = savedDetails()
  const form = useForm<ReviewFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      rating: 0,
      firstName: saved?.firstName ?? '',
      email: saved?.email ?? '',
      phone: saved?.phone ?? '',
      title: '',
      message: '',
      saveDetails: saved !== null,
    },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((values) => {
    try {
      if (values.saveDetails) {
        const { firstName, email, phone } = values
        localStorage.setItem(DETAILS_KEY, JSON.stringify({ firstName, email, phone }))
      } else localStorage.removeItem(DETAILS_KEY)
    } catch {
      // Storage blocked: the details are simply not remembered.
    }
    onSubmit(values)
    setSent(true)
    form.reset({ ...values, rating: 0, title: '', message: '' })
  })

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title" className="review-form__title">
        {title}
      </h3>
      <p className="review-form__intro">
        Your e-mail address will not be published. Required fields are marked *
      </p>
      <Controller
        control={form.control}
        name="rating"
        rules={{ min: { value: 1, message: 'Choose a rating' } }}
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
      <div className="review-form__row">
        <TextField
          label="First name"
          isRequired
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName', { required: 'First name is required' })}
        />
        <TextField
          label="Email"
          type="email"
          isRequired
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email', {
            required: 'Email is required',
            pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, message: 'Invalid email address' },
          })}
        />
      </div>
      <div className="review-form__row">
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          isRequired
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone', {
            required: 'Phone is required',
            pattern: { value: /^\+?[0-9 ]{6,20}$/, message: 'Use digits only' },
          })}
        />
        <TextField
          label="Title"
          isRequired
          error={errors.title?.message}
          {...form.register('title', { required: 'Title is required' })}
        />
      </div>
      <TextareaField
        label="Message"
        isRequired
        rows={5}
        error={errors.message?.message}
        {...form.register('message', { required: 'Message is required' })}
      />
      <label className="review-form__check">
        <input type="checkbox" {...form.register('saveDetails')} />
        Save my name, email and phone in this browser for the next time I comment.
      </label>
      <div className="review-form__actions">
        <Button type="submit" isBusy={form.formState.isSubmitting} busyLabel="Posting…">
          Post Review
        </Button>
        {sent ? (
          <p className="review-form__sent" role="status">
            Thank you! Your review now shows above.
          </p>
        ) : null}
      </div>
    </form>
  )
}
