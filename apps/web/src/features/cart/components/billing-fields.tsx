import {
  countryOptions,
  TOWN_OPTIONS,
  type Billing,
  type BillingFormValues,
} from '@app/domain/orders'
import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { SelectField, TextareaField, TextField } from '../../../components/ui/field'

export type { BillingFormValues }

interface BillingFieldsProps {
  form: UseFormReturn<BillingFormValues, unknown, Billing>
  /** A product is in the cart: the shipping address is asked for too. */
  hasProducts: boolean
}

/**
 * The billing form of SPEC section 3, in its order. Courses are delivered online, so a cart of
 * courses asks only for the name, country (for tax and the invoice) and e-mail; a cart with a
 * product to ship adds the address and a phone, where company and apartment may stay empty.
 */
export function BillingFields({ form, hasProducts }: BillingFieldsProps) {
  const { errors } = form.formState
  const { register } = form
  const townsId = useId()
  return (
    <fieldset className="billing">
      <legend className="billing__title">Billing Details</legend>
      <p className="billing__note">
        {hasProducts
          ? 'Your products are shipped to this address.'
          : 'Courses are delivered online: no address is needed.'}
      </p>
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
        {hasProducts ? (
          <TextField
            className="billing__wide"
            label="Company name"
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
        ) : null}
        <SelectField
          className="billing__wide"
          label="Country / Region"
          isRequired
          autoComplete="country"
          error={errors.country?.message}
          {...register('country')}
        >
          <option value="">Select a country / region</option>
          {countryOptions().map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        {hasProducts ? (
          <>
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
              autoComplete="address-line2"
              error={errors.apartment?.message}
              {...register('apartment')}
            />
            <TextField
              label="Town / City"
              isRequired
              autoComplete="address-level2"
              list={townsId}
              error={errors.city?.message}
              {...register('city')}
            />
            <datalist id={townsId}>
              {TOWN_OPTIONS.map((town) => (
                <option key={town} value={town} />
              ))}
            </datalist>
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
          </>
        ) : null}
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
