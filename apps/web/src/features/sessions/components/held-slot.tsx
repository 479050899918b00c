import type { Booking } from '@app/domain/sessions'
import { Timer } from 'lucide-react'
import { formatPrice } from '../../../lib/format'
import { formatCountdown, useCountdown } from '../../../lib/use-countdown'
import { startInBothZones } from '../session-times'

interface HeldSlotProps {
  booking: Booking
  /** The zone the visitor reads times in. */
  timeZone: string
  /** Milliseconds left on the hold (from `useHoldCountdown`). */
  remaining: number
}

/**
 * Counts down a held slot to its end, corrected by the server's clock: the booking's `createdAt`
 * is the server's time when it made the hold.
 */
export function useHoldCountdown(booking: Booking): number {
  return useCountdown(booking.holdExpiresAt ?? booking.createdAt, booking.createdAt)
}

/** The held slot: a live mm:ss countdown, what is held, when (both sides' clocks) and its price. */
export function HeldSlot({ booking, timeZone, remaining }: HeldSlotProps) {
  const isOver = remaining <= 0
  return (
    <div className="held-slot">
      {isOver ? (
        <p className="held-slot__timer held-slot__timer--over" role="alert">
          <Timer aria-hidden="true" size={20} />
          The hold has ended and the time is free for others again. Pick a time again to book it.
        </p>
      ) : (
        <p className="held-slot__timer" role="timer">
          <Timer aria-hidden="true" size={20} />
          <span>
            Held for you for <strong>{formatCountdown(remaining)}</strong>
          </span>
        </p>
      )}
      <dl className="held-slot__facts">
        <div>
          <dt>Session</dt>
          <dd>
            {booking.sessionType.title} with {booking.mentor.name} ·{' '}
            {booking.sessionType.durationMinutes} min
          </dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{startInBothZones(booking.startsAt, timeZone, booking.mentor)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd className="held-slot__price">{formatPrice(booking.priceCents)}</dd>
        </div>
      </dl>
      {isOver ? null : (
        <p className="held-slot__note">
          Nobody else can book this time while you check out. Place your order before the time runs
          out to keep it.
        </p>
      )}
    </div>
  )
}
