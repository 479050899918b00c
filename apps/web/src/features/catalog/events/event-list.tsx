import { CalendarCheck, CalendarX, Clock, MapPin, Users, Video } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '../../../components/ui/avatar'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { formatShortMonth, formatWeekday } from '../../../lib/format'
import { EVENTS, eventDate, type EventFormat, type LearningEvent } from './events-data'
import { useRegistrations } from './use-registrations'
import './events.css'

const FILTERS: readonly ('All' | EventFormat)[] = ['All', 'Online', 'In person']

function EventCard({
  event,
  isRegistered,
  onToggle,
}: {
  event: LearningEvent
  isRegistered: boolean
  onToggle: () => void
}) {
  const date = eventDate(event, new Date())
  return (
    <article className="event-card">
      <div className="event-card__date" aria-hidden="true">
        <span className="event-card__day">{date.getDate()}</span>
        <span className="event-card__month">{formatShortMonth(date)}</span>
      </div>
      <div className="event-card__body">
        <p className="event-card__category">{event.category}</p>
        <h2 className="event-card__title">{event.title}</h2>
        <p className="event-card__description">{event.description}</p>
        <ul className="event-card__facts">
          <li>
            <Clock aria-hidden="true" size={16} />
            <span>
              <time dateTime={date.toISOString().slice(0, 10)}>
                {formatWeekday(date)}, {formatShortMonth(date)} {date.getDate()}
              </time>{' '}
              · {event.start} - {event.end}
            </span>
          </li>
          <li>
            {event.format === 'Online' ? (
              <Video aria-hidden="true" size={16} />
            ) : (
              <MapPin aria-hidden="true" size={16} />
            )}
            {event.format}: {event.location}
          </li>
          <li>
            <Users aria-hidden="true" size={16} />
            {event.seats} seats
          </li>
        </ul>
        <p className="event-card__host">
          <Avatar name={event.host} size={28} isDecorative /> Hosted by {event.host}
        </p>
      </div>
      <div className="event-card__action">
        <Button
          variant={isRegistered ? 'secondary' : 'primary'}
          aria-pressed={isRegistered}
          icon={isRegistered ? <CalendarCheck aria-hidden="true" size={18} /> : undefined}
          onClick={onToggle}
        >
          {isRegistered ? 'Registered' : 'Register'}
        </Button>
        {isRegistered ? (
          <span className="event-card__note" role="status">
            See you there! Click again to cancel.
          </span>
        ) : null}
      </div>
    </article>
  )
}

/** Upcoming live sessions and meet-ups with a format filter and sign-up. */
export function EventList() {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('All')
  const { ids, toggle } = useRegistrations()
  const shown = EVENTS.filter((e) => filter === 'All' || e.format === filter)
  return (
    <div className="container section events">
      <div className="events__filters" role="group" aria-label="Event format">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={cx('chip', filter === f && 'is-active')}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {f}
          </button>
        ))}
        <span className="events__count">{shown.length} upcoming events</span>
      </div>
      {shown.length ? (
        <ul className="events__list">
          {shown.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                isRegistered={ids.includes(event.id)}
                onToggle={() => toggle(event.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={<CalendarX size={28} />} title="No events of this kind yet" />
      )}
    </div>
  )
}
