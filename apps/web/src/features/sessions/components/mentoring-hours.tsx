import { zoneLabel } from '@app/domain/sessions/display'
import { WEEKDAYS, type Availability } from '@app/domain/sessions'
import { CalendarPlus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import {
  useFieldArray,
  useForm,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { SelectField, TextField } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { useSaveAvailability } from '../api/instructor-sessions'
import {
  DEFAULT_RANGE,
  hoursFormValues,
  hoursResolver,
  type HoursFormValues,
} from '../hours-form-values'
import { MentoringDayRanges } from './mentoring-day-ranges'
import { MentoringSaveStatus } from './mentoring-save-status'

/** Every zone the browser knows, UTC (which it may leave out) and the saved one included. */
function zoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone')
  return [...new Set(['UTC', current, ...zones])].sort((a, b) => a.localeCompare(b))
}

/** A day's or a date's message: on its field array as a whole, or on the array's root. */
type RangesError = { message?: string; root?: { message?: string } } | undefined
const messageOf = (error: RangesError) => error?.root?.message ?? error?.message

/**
 * Hours: the time zone, weekly hours (several ranges a day), dates with other hours or a day
 * off, buffers, minimum notice, booking window and daily cap. Save checks everything with the
 * domain's schema first, then sends it.
 */
export function MentoringHours({ availability }: { availability: Availability }) {
  const save = useSaveAvailability()
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm<HoursFormValues, unknown, Availability>({
    resolver: hoursResolver,
    defaultValues: hoursFormValues(availability),
  })
  const { control, register } = form
  const { errors, isSubmitting } = form.formState
  const overrides = useFieldArray({ control, name: 'overrides' })
  const timeZone = useWatch({ control, name: 'timeZone' })
  const [zones] = useState(() => zoneOptions(availability.timeZone))

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(null)
    try {
      const next = await save.mutateAsync(values)
      form.reset(hoursFormValues(next))
      setSaved('Hours saved. Students see the new free times at once.')
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })
  const invalid = Object.keys(errors).some((key) => key !== 'root')

  return (
    <form
      className="dash-card dash-form mentoring-hours"
      aria-label="Your hours"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <SelectField
        label="Time zone"
        hint={`Your hours are read on this clock: ${zoneLabel(timeZone)} today.`}
        className="mentoring-hours__zone"
        error={errors.timeZone?.message}
        {...register('timeZone')}
      >
        {zones.map((zone) => (
          <option key={zone}>{zone}</option>
        ))}
      </SelectField>

      <h2 className="mentoring-hours__title">Weekly hours</h2>
      <div className="mentoring-week">
        {WEEKDAYS.map((day, d) => {
          const errorId = `hours-weekly-${d}-error`
          const error = messageOf(errors.weekly?.[d]?.ranges)
          return (
            <fieldset
              key={day}
              className="mentoring-weekday"
              aria-describedby={error ? errorId : undefined}
            >
              <legend className="mentoring-weekday__name">{day}</legend>
              <MentoringDayRanges
                control={control}
                register={register}
                name={`weekly.${d}.ranges`}
                dayLabel={day}
                error={error}
                errorId={errorId}
              />
            </fieldset>
          )
        })}
      </div>

      <h2 className="mentoring-hours__title">Dates with other hours</h2>
      <p className="mentoring-hours__intro">
        A holiday, a conference, a late evening: a date here replaces that weekday’s hours.
      </p>
      {overrides.fields.length ? (
        <ul className="mentoring-overrides" aria-label="Dates with other hours">
          {overrides.fields.map((field, i) => (
            <MentoringOverride
              key={field.id}
              index={i}
              form={form}
              errors={errors}
              onRemove={() => overrides.remove(i)}
            />
          ))}
        </ul>
      ) : null}
      {messageOf(errors.overrides) ? (
        <p className="field__error">{messageOf(errors.overrides)}</p>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        icon={<CalendarPlus aria-hidden="true" size={16} />}
        onClick={() => overrides.append({ date: '', isDayOff: true, ranges: [DEFAULT_RANGE] })}
      >
        Add a date
      </Button>

      <h2 className="mentoring-hours__title">Booking rules</h2>
      <div className="dash-form__grid mentoring-hours__rules">
        <TextField
          label="Buffer before (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={5}
          hint="Free time kept before each session."
          error={errors.bufferBeforeMinutes?.message}
          {...register('bufferBeforeMinutes')}
        />
        <TextField
          label="Buffer after (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={5}
          hint="Free time kept after each session."
          error={errors.bufferAfterMinutes?.message}
          {...register('bufferAfterMinutes')}
        />
        <TextField
          label="Minimum notice (hours)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint="How soon before its start a session can be booked."
          error={errors.minNoticeHours?.message}
          {...register('minNoticeHours')}
        />
        <TextField
          label="Booking window (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          hint="How far ahead students can book."
          error={errors.maxDaysAhead?.message}
          {...register('maxDaysAhead')}
        />
        <TextField
          label="Most sessions a day"
          type="number"
          inputMode="numeric"
          min={1}
          max={48}
          hint="Leave empty for no cap."
          error={errors.maxPerDay?.message}
          {...register('maxPerDay')}
        />
      </div>

      <div className="dash-form__actions">
        <Button type="submit" isBusy={isSubmitting} busyLabel="Saving…">
          Save hours
        </Button>
        <MentoringSaveStatus
          saved={saved}
          error={
            errors.root?.server?.message ??
            (invalid ? 'Some hours need a fix: see the messages above.' : undefined)
          }
        />
      </div>
    </form>
  )
}

/** One date with its own hours, or a day off. */
function MentoringOverride({
  index,
  form,
  errors,
  onRemove,
}: {
  index: number
  form: UseFormReturn<HoursFormValues, unknown, Availability>
  errors: FieldErrors<HoursFormValues>
  onRemove: () => void
}) {
  const { control, register } = form
  const isDayOff = useWatch({ control, name: `overrides.${index}.isDayOff` })
  const date = useWatch({ control, name: `overrides.${index}.date` })
  const label = date || `date ${index + 1}`
  const errorId = `hours-override-${index}-error`
  const error = messageOf(errors.overrides?.[index]?.ranges)
  return (
    <li className="mentoring-override">
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="visually-hidden">Other hours on {label}</legend>
        <div className="mentoring-override__head">
          <TextField
            label="Date"
            type="date"
            className="mentoring-override__date"
            error={errors.overrides?.[index]?.date?.message}
            {...register(`overrides.${index}.date`)}
          />
          <label className="mentoring-check">
            <input type="checkbox" {...register(`overrides.${index}.isDayOff`)} />
            <span>Day off</span>
          </label>
          <button
            type="button"
            className="icon-btn mentoring-range__remove"
            aria-label={`Remove ${label}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
        </div>
        {isDayOff ? null : (
          <MentoringDayRanges
            control={control}
            register={register}
            name={`overrides.${index}.ranges`}
            dayLabel={label}
            error={error}
            errorId={errorId}
          />
        )}
      </fieldset>
    </li>
  )
}
