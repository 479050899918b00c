import { useQuery } from '@tanstack/react-query'
import { CalendarX, ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { SelectField } from '../../../components/ui/field'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { formatZonedDay, timeZoneOptions } from '@app/domain/sessions/display'
import { SLOT_DAYS, sessionQueries, type SlotsQuery } from '../api/sessions'
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

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The mentor's free slots 4 weeks at a time, up to the end of their booking window, grouped by
 * the visitor's local day and shown in the visitor's time zone (named, and changeable); the
 * mentor's own zone is named once.
 */
export function SlotPicker({
  slots,
  mentorName,
  timeZone,
  onTimeZoneChange,
  selected,
  onSelect,
}: SlotPickerProps) {
  const [chosenDay, setChosenDay] = useState<string | null>(null)
  // Which 4 weeks of the mentor's window: 0 is the first, from `slots.from`.
  const [page, setPage] = useState(0)
  const pageFrom = new Date(Date.parse(slots.from) + page * SLOT_DAYS * DAY_MS).toISOString()
  const query = useQuery(sessionQueries.slots({ ...slots, from: pageFrom }))
  const hasLater = query.data?.bookableUntil != null && query.data.to < query.data.bookableUntil
  const turn = (by: number) => {
    setPage((current) => current + by)
    setChosenDay(null)
  }
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone])
  const days = useMemo(
    () => (query.data ? slotDays(query.data.slots, timeZone) : []),
    [query.data, timeZone],
  )
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
          {page === 0
            ? `${mentorName} has no free times in the next 4 weeks.`
            : `${mentorName} has no free times in these 4 weeks.`}{' '}
          {hasLater
            ? 'Look at later dates, or try another session.'
            : 'Try another session, or come back later.'}
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
      {page > 0 || hasLater ? (
        <nav className="slot-picker__pages" aria-label="Dates">
          <Button
            size="sm"
            variant="ghost"
            icon={<ChevronLeft aria-hidden="true" size={16} />}
            disabled={page === 0}
            onClick={() => turn(-1)}
          >
            Earlier dates
          </Button>
          {query.data ? (
            <span className="slot-picker__range">
              {formatZonedDay(new Date(query.data.from), timeZone)} –{' '}
              {formatZonedDay(
                new Date(
                  Math.min(
                    Date.parse(query.data.to) - 1,
                    Date.parse(query.data.bookableUntil ?? query.data.to),
                  ),
                ),
                timeZone,
              )}
            </span>
          ) : null}
          <Button size="sm" variant="ghost" disabled={!hasLater} onClick={() => turn(1)}>
            Later dates
            <ChevronRight aria-hidden="true" size={16} />
          </Button>
        </nav>
      ) : null}
    </div>
  )
}
