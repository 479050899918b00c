import type { Availability } from '@app/domain/sessions'
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { SelectField } from '../../../components/ui/field'
import { END_TIMES, nextRange, START_TIMES, type HoursFormValues } from '../hours-form-values'

export type RangesName = `weekly.${number}.ranges` | `overrides.${number}.ranges`

/** At most this many ranges a day (the schema's limit too). */
const MAX_RANGES = 8

/**
 * The ranges of one day (a weekday, or a date with its own hours): a start and an end on the
 * quarter hour each, Remove, and Add hours after the last one.
 */
export function MentoringDayRanges({
  control,
  register,
  name,
  dayLabel,
  error,
  errorId,
}: {
  control: Control<HoursFormValues, unknown, Availability>
  register: UseFormRegister<HoursFormValues>
  name: RangesName
  /** "Monday", "the date": names the controls for screen readers. */
  dayLabel: string
  error: string | undefined
  /** The error's id, for the fieldset around the day to point at. */
  errorId: string
}) {
  const { fields, append, remove } = useFieldArray({ control, name })
  const ranges = useWatch({ control, name }) ?? []
  const next = fields.length < MAX_RANGES ? nextRange(ranges) : null
  return (
    <div className="mentoring-day">
      {fields.length === 0 ? <p className="mentoring-day__off">Unavailable</p> : null}
      <ul className="mentoring-day__ranges">
        {fields.map((field, r) => (
          <li key={field.id} className="mentoring-range">
            <SelectField
              label={`Start of range ${r + 1}`}
              isLabelHidden
              className="mentoring-range__time"
              {...register(`${name}.${r}.start`)}
            >
              {START_TIMES.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </SelectField>
            <span className="mentoring-range__dash" aria-hidden="true">
              –
            </span>
            <SelectField
              label={`End of range ${r + 1}`}
              isLabelHidden
              className="mentoring-range__time"
              {...register(`${name}.${r}.end`)}
            >
              {END_TIMES.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </SelectField>
            <button
              type="button"
              className="icon-btn mentoring-range__remove"
              aria-label={`Remove range ${r + 1} of ${dayLabel}`}
              onClick={() => remove(r)}
            >
              <Trash2 aria-hidden="true" size={18} />
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        icon={<Plus aria-hidden="true" size={16} />}
        disabled={!next}
        onClick={() => (next ? append(next) : undefined)}
      >
        Add hours
      </Button>
    </div>
  )
}
