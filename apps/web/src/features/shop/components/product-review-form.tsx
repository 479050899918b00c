import { FORM_POSTS } from '@app/domain/forms/posts'
import { ProductReviewInputSchema, type ProductReviewInput } from '@app/domain/shop'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextareaField, TextField } from '../../../components/ui/field'
import { StarRatingInput } from '../../../components/ui/star-rating-input'
import { errorMessage } from '../../../lib/api-client'
import { postProductReview, productQueries } from '../api/products'
import '../../../components/catalog/reviews.css'

/** Same key as the course review form: the visitor's details follow them between forms. */
const DETAILS_KEY = 'review-details'
type Details = Pick<ProductReviewInput, 'firstName' | 'email' | 'phone'>

function readDetails(): Details | null {
  try {
    const raw = localStorage.getItem(DETAILS_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<Record<keyof Details, unknown>>
    const text = (v: unknown) => (typeof v === 'string' ? v : '')
    return {
      firstName: text(parsed.firstName),
      email: text(parsed.email),
      phone: text(parsed.phone),
    }
  } catch {
    return null
  }
}

function writeDetails(details: Details | null): void {
  try {
    if (details) localStorage.setItem(DETAILS_KEY, JSON.stringify(details))
    else localStorage.removeItem(DETAILS_KEY)
  } catch {
    // Storage blocked: the details are simply not remembered.
  }
}

/**
 * The review form of SPEC section 3 (star rating, first name, email, phone, title, message, save my
 * details), checked with the domain schema; it posts the review for the signed-in account.
 */
export function ProductReviewForm({ productId }: { productId: number }) {
  const queryClient = useQueryClient()
  const [saved] = useState(readDetails)
  const [isSaving, setIsSaving] = useState(saved !== null)
  const [isSent, setIsSent] = useState(false)
  const form = useForm<ProductReviewInput>({
    resolver: zodResolver(ProductReviewInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      rating: 0,
      firstName: saved?.firstName ?? '',
      email: saved?.email ?? '',
      phone: saved?.phone ?? '',
      title: '',
      message: '',
    },
  })
  const { errors, isSubmitting } = form.formState
  const post = useMutation({
    mutationFn: (input: ProductReviewInput) => postProductReview(productId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productQueries.reviews(productId).queryKey }),
        queryClient.invalidateQueries({ queryKey: productQueries.detail(productId).queryKey }),
      ]),
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setIsSent(false)
    const { firstName, email, phone } = values
    writeDetails(isSaving ? { firstName, email, phone } : null)
    try {
      await post.mutateAsync(values)
      setIsSent(true)
      form.reset({ ...values, rating: 0, title: '', message: '' })
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })

  return (
    <form
      method="post"
      action={FORM_POSTS.review}
      className="review-form"
      noValidate
      aria-labelledby="product-review-form-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id="product-review-form-title" className="review-form__title">
        Write a review
      </h3>
      <p className="review-form__intro">
        Your e-mail address and phone number will not be published. Required fields are marked *
      </p>
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
      <div className="review-form__row">
        <TextField
          label="First name"
          isRequired
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          isRequired
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
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
          {...form.register('phone')}
        />
        <TextField
          label="Title"
          isRequired
          error={errors.title?.message}
          {...form.register('title')}
        />
      </div>
      <TextareaField
        label="Message"
        isRequired
        rows={5}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <label className="review-form__check">
        <input
          type="checkbox"
          checked={isSaving}
          onChange={(event) => setIsSaving(event.target.checked)}
        />
        Save my name, email, and phone in this browser for the next time I comment.
      </label>
      <div className="review-form__actions">
        <Button type="submit" isBusy={isSubmitting} busyLabel="Posting…">
          Post Comment
        </Button>
        {errors.root?.server ? (
          <p className="field__error" role="alert">
            {errors.root.server.message}
          </p>
        ) : isSent ? (
          <p className="review-form__sent" role="status">
            Thank you! Your review is posted and shows above.
          </p>
        ) : null}
      </div>
    </form>
  )
}
