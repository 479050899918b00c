import { COUNTRY_OPTIONS, TOWN_OPTIONS, type Billing, type BillingSchema } from '@app/domain/orders'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { SelectField, TextareaField, TextField } from '../../../components/ui/field'

export type BillingFormValues = z.input<typeof BillingSchema>

/** The billing form of SPEC section 3: every field required but the order notes (section 5). */
export function BillingFields({
  form,
}: {
  form: UseFormReturn<BillingFormValues, unknown, Billing>
}) {
  const { errors } = form.formState
  const { register } = form
  return (
    <fieldset className="billing">
      <legend className="billing__title">Billing Details</legend>
      <div className="billing__grid">
        <TextField
          label="First name"
          isRequired
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          isRequired
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          className="billing__wide"
          label="Company name"
          isRequired
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <SelectField
          className="billing__wide"
          label="Country / Region"
          isRequired
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        >
          <option value="">Select a country / region</option>
          {COUNTRY_OPTIONS.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </SelectField>
        <TextField
          className="billing__wide"
          label="Street address"
          isRequired
          autoComplete="address-line1"
          placeholder="House number and street name"
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          className="billing__wide"
          label="Apartment, suite, unit"
          isRequired
          autoComplete="address-line2"
          error={errors.apartment?.message}
          {...register('apartment')}
        />
        <SelectField
          label="Town / City"
          isRequired
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        >
          <option value="">Select a town / city</option>
          {TOWN_OPTIONS.map((town) => (
            <option key={town} value={town}>
              {town}
            </option>
          ))}
        </SelectField>
        <TextField
          label="State"
          isRequired
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label="Zip"
          isRequired
          autoComplete="postal-code"
          error={errors.zip?.message}
          {...register('zip')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          isRequired
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          className="billing__wide"
          label="Email address"
          type="email"
          inputMode="email"
          isRequired
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextareaField
          className="billing__wide"
          label="Order notes (optional)"
          rows={4}
          placeholder="Notes about your order, e.g. special notes for delivery."
          error={errors.notes?.message}
          {...register('notes')}
        />
      </div>
    </fieldset>
  )
}
