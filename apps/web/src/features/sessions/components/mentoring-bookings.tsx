import type { Booking } from '@app/domain/sessions'
import { useId } from 'react'
import { useNow } from '../hooks/use-now'
import { partitionBookings } from '../mentor-bookings'
import { MentoringBookingCard } from './mentoring-booking-card'

interface SectionProps {
  title: string
  intro: string
  empty: string
  bookings: Booking[]
  mentorZone: string
  now: Date
}

function BookingSection({ title, intro, empty, bookings, mentorZone, now }: SectionProps) {
  const id = useId()
  return (
    <section className="dash-card mentoring-section" aria-labelledby={id}>
      <div className="dash-card__head">
        <div>
          <h2 className="dash-card__title" id={id}>
            {title}
            {bookings.length ? <span className="mentoring-count">{bookings.length}</span> : null}
          </h2>
          <p className="dash-card__intro">{intro}</p>
        </div>
      </div>
      {bookings.length === 0 ? (
        <p className="mentoring-section__empty">{empty}</p>
      ) : (
        <ul className="mentoring-bookings__list" aria-labelledby={id}>
          {bookings.map((booking) => (
            <MentoringBookingCard
              key={booking.id}
              booking={booking}
              mentorZone={mentorZone}
              now={now}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The mentor's bookings: requests to answer first, then the sessions to come (Join, Cancel),
 * the past ones (what happened, disputes) and, folded away, the ones that did not happen.
 */
export function MentoringBookings({
  bookings,
  mentorZone,
}: {
  bookings: Booking[]
  mentorZone: string
}) {
  // Join opens and outcomes become possible as time passes: the lists follow the clock.
  const now = useNow(30_000)
  const { requests, upcoming, past, closed } = partitionBookings(bookings, now)
  const shared = { mentorZone, now }
  return (
    <div className="mentoring-bookings">
      <BookingSection
        title="Requests"
        intro="Sessions of types that need your approval. Answer within 48 hours, or the request expires and the slot is freed."
        empty="No requests waiting for your answer."
        bookings={requests}
        {...shared}
      />
      <BookingSection
        title="Upcoming sessions"
        intro="Each on your clock and your student’s. Join opens 10 minutes before the start. If you cancel, the student gets back everything they paid."
        empty="No upcoming sessions. Students book them from your profile in your free hours."
        bookings={upcoming}
        {...shared}
      />
      <BookingSection
        title="Past sessions"
        intro="Say how each went from 10 minutes after the start up to 72 hours after. If your student said it first, you may dispute it once."
        empty="No past sessions yet."
        bookings={past}
        {...shared}
      />
      {closed.length ? (
        <details className="dash-card mentoring-closed">
          <summary className="mentoring-closed__summary">
            Cancelled, declined and expired ({closed.length})
          </summary>
          <ul className="mentoring-bookings__list" aria-label="Cancelled, declined and expired">
            {closed.map((booking) => (
              <MentoringBookingCard
                key={booking.id}
                booking={booking}
                mentorZone={mentorZone}
                now={now}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}
