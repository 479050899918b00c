import { useState } from 'react'
import { formatCountdown, useCountdown } from '../../../lib/use-countdown'
import { detectTimeZone, formatZonedDayTime, formatZonedTime } from '@app/domain/sessions/display'
import type { CartViewLine } from '../hooks/use-cart-quote'

function HoldCountdown({ until, zone }: { until: string; zone: string }) {
  const remaining = useCountdown(until)
  if (remaining <= 0) {
    return (
      <span className="session-line__hold session-line__hold--over">
        The hold on this time has ended: remove it and pick a time again on the mentor’s page.
      </span>
    )
  }
  return (
    <span className="session-line__hold" role="timer">
      Held for you for <strong>{formatCountdown(remaining)}</strong> (until{' '}
      {formatZonedTime(new Date(until), zone)})
    </span>
  )
}

/**
 * A session line's own facts: when it starts in the buyer's time zone, and how long its slot stays
 * held for them (a live countdown to the hold's end).
 */
export function SessionLineFacts({ line }: { line: CartViewLine }) {
  const [zone] = useState(detectTimeZone)
  return (
    <span className="session-line">
      {line.startsAt ? (
        <span className="session-line__when">
          <time dateTime={line.startsAt}>{formatZonedDayTime(new Date(line.startsAt), zone)}</time>{' '}
          ({zone})
        </span>
      ) : null}
      {line.holdExpiresAt && !line.problem ? (
        <HoldCountdown until={line.holdExpiresAt} zone={zone} />
      ) : null}
    </span>
  )
}
