import { useQuery } from '@tanstack/react-query'
import { CalendarX } from 'lucide-react'
import { useMemo, useState } from 'react'
import { cx } from '../../../components/ui/cx'
import { SelectField } from '../../../components/ui/field'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { timeZoneOptions } from '../../../lib/zoned-time'
import { sessionQueries, type SlotsQuery } from '../api/sessions'
import { slotDays } from '../slot-days'

interface SlotPickerProps {
  slots: SlotsQuery
  /** The mentor's name, to say whose hours these are. */
  mentorName: string
  /** The zone times are shown in: the visitor's, detected, which they may change. */
  timeZone: string
  onTimeZoneChange: (zone: string) => void
  /** The picked start (ISO), or null. */
  selected: string | null
  onSelect: (startsAt: string) => void
}

/**
 * The mentor's free slots of the next 4 weeks, grouped by the visitor's local day and shown in
 * the visitor's time zone (named, and changeable); the mentor's own zone is named once.
 */
export function SlotPicker({
  slots,
  mentorName,
  timeZone,
  onTimeZoneChange,
  selected,
  onSelect,
}: SlotPickerProps) {
  const query = useQuery(sessionQueries.slots(slots))
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone])
  const days = useMemo(
    () => (query.data ? slotDays(query.data.slots, timeZone) : []),
    [query.data, timeZone],
  )
  const [chosenDay, setChosenDay] = useState<string | null>(null)
  // The day shown: the one chosen, else the picked slot's, else the first with free times.
  const day =
    days.find((d) => d.key === chosenDay) ??
    days.find((d) => d.slots.some((s) => s.startsAt === selected)) ??
    days[0]

  return (
    <div className="slot-picker">
      <SelectField
        label="Your time zone"
        value={timeZone}
        onChange={(event) => onTimeZoneChange(event.target.value)}
        hint={
          query.data
            ? `Times are shown in ${timeZone}. ${mentorName} works in ${query.data.timeZone}.`
            : `Times are shown in ${timeZone}.`
        }
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      {query.isPending ? (
        <PanelLoading label="Loading free times…" rows={3} className="slot-picker__loading" />
      ) : query.isError ? (
        <PanelError
          title="Free times could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : !day ? (
        <p className="slot-picker__empty">
          <CalendarX aria-hidden="true" size={20} />
          {mentorName} has no free times in the next 4 weeks. Try another session, or come back
          later.
        </p>
      ) : (
        <div className={cx('slot-picker__lists', query.isFetching && 'is-updating')}>
          <fieldset className="slot-picker__group">
            <legend className="slot-picker__legend">Day</legend>
            <div className="slot-picker__days">
              {days.map((d) => (
                <button
                  key={d.key}
                  type="button"
                  className="slot-chip slot-chip--day"
                  aria-pressed={d.key === day.key}
                  onClick={() => setChosenDay(d.key)}
                >
                  <span>{d.label}</span>
                  <span className="slot-chip__count">
                    {d.slots.length} {d.slots.length === 1 ? 'time' : 'times'}
                  </span>
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className="slot-picker__group">
            <legend className="slot-picker__legend">Times on {day.label}</legend>
            <div className="slot-picker__times">
              {day.slots.map((slot) => (
                <button
                  key={slot.startsAt}
                  type="button"
                  className="slot-chip"
                  aria-pressed={slot.startsAt === selected}
                  onClick={() => onSelect(slot.startsAt)}
                >
                  {slot.label}
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </div>
  )
}
