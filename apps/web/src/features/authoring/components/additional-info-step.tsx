import { curriculumTotals } from '@app/domain/authoring'
import { DURATION_OPTIONS, FEATURE_OPTIONS, LANGUAGE_OPTIONS } from '@app/domain/catalog/options'
import { useFormContext, useWatch } from 'react-hook-form'
import { SelectField, TextField } from '../../../components/ui/field'
import { formatDuration } from '../../../lib/format'
import type { CourseFormValues } from './course-form-values'

/** A checkbox per option, registered as one list field. */
function CheckboxGroup({
  legend,
  name,
  options,
  error,
  isRequired,
  hint,
}: {
  legend: string
  name: 'languages' | 'features'
  options: readonly string[]
  error?: string | undefined
  isRequired?: boolean
  hint?: string
}) {
  const { register } = useFormContext<CourseFormValues>()
  const errorId = `${name}-error`
  const hintId = `${name}-hint`
  return (
    <fieldset
      className="authoring-checks"
      aria-invalid={error ? true : undefined}
      aria-describedby={
        [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="field__label">
        {legend}
        {isRequired ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="authoring-checks__options">
        {options.map((option) => (
          <label key={option} className="authoring-check">
            <input type="checkbox" value={option} {...register(name)} />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p className="field__help" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * Additional information: Tags, Languange (the spec's spelling), Course Tags, the price and the
 * attributes the catalog filters on (video duration, features).
 */
export function AdditionalInfoStep() {
  const { register, formState, control } = useFormContext<CourseFormValues>()
  const { errors } = formState
  const sections = useWatch({ control, name: 'sections' })
  const { minutes } = curriculumTotals(
    sections.map((s) => ({
      lessons: s.lessons.map((l) => ({
        durationMinutes: Number.isFinite(l.durationMinutes) ? l.durationMinutes : 0,
      })),
    })),
  )
  return (
    <>
      <div className="dash-form__grid">
        <TextField
          label="Tags"
          placeholder="e.g. react, frontend, typescript"
          hint="Separate tags with commas. They are searched."
          isRequired
          error={errors.tagsText?.message}
          {...register('tagsText')}
        />
        <TextField
          label="Course Tags"
          placeholder="e.g. New, Hands-on"
          hint="Short labels shown with the course; separate with commas."
          error={errors.courseTagsText?.message}
          {...register('courseTagsText')}
        />
      </div>
      <CheckboxGroup
        legend="Languange"
        name="languages"
        options={LANGUAGE_OPTIONS}
        isRequired
        error={errors.languages?.message ?? errors.languages?.root?.message}
      />
      <div className="dash-form__grid">
        <TextField
          label="Price (USD)"
          inputMode="decimal"
          placeholder="0.00"
          hint="0 makes the course free."
          isRequired
          leading="$"
          error={errors.price?.message}
          {...register('price')}
        />
        <SelectField
          label="Video Duration"
          isRequired
          hint={`Your curriculum adds up to ${formatDuration(minutes)}.`}
          error={errors.durationBucket?.message}
          {...register('durationBucket')}
        >
          {DURATION_OPTIONS.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </SelectField>
      </div>
      <CheckboxGroup
        legend="Features"
        name="features"
        options={FEATURE_OPTIONS}
        hint="What the course includes; students filter the catalog by these."
        error={errors.features?.message ?? errors.features?.root?.message}
      />
    </>
  )
}
