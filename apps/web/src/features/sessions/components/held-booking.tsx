import type { Booking } from '@app/domain/sessions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, ArrowRight, CalendarX } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { formatZonedDayTime } from '@app/domain/sessions/display'
import { sessionQueries } from '../api/sessions'
import { putHeldInCart, releaseHeldSlot } from '../held-checkout'

interface HeldBookingProps {
  booking: Booking
  /** The zone the student reads times in. */
  timeZone: string
  /** The card's title, read with each control. */
  titleId: string
  /** Told once the slot is given back, with what to say. */
  onReleased: (message: string) => void
}

/**
 * A slot held for checkout on a My Sessions card: until when, Finish checkout (its line is put in
 * this browser's cart first, so it can be paid from any device) and Release slot (the time is
 * given back and leaves the cart).
 */
export function HeldBooking({ booking, timeZone, titleId, onReleased }: HeldBookingProps) {
  const queryClient = useQueryClient()
  const release = useMutation({
    mutationFn: () => releaseHeldSlot(booking.id),
    onSuccess: (isReleased) => {
      onReleased(
        isReleased
          ? `The time held for ${booking.sessionType.title} is released and free for others again.`
          : `The time for ${booking.sessionType.title} was no longer held for you.`,
      )
      void queryClient.invalidateQueries({ queryKey: sessionQueries.mine().queryKey })
    },
  })
  return (
    <>
      <p className="session-card__notice">
        Held for you while you check out
        {booking.holdExpiresAt
          ? `, until ${formatZonedDayTime(new Date(booking.holdExpiresAt), timeZone)}`
          : ''}
        . Pay for it at checkout to book it.
      </p>
      <div className="session-card__actions">
        <Link
          to={paths.checkout}
          className={buttonClassName({ size: 'sm' })}
          aria-describedby={titleId}
          onClick={() => putHeldInCart(booking)}
        >
          Finish checkout
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
        <Button
          size="sm"
          variant="ghost"
          aria-describedby={titleId}
          icon={<CalendarX aria-hidden="true" size={16} />}
          isBusy={release.isPending}
          busyLabel="Releasing…"
          // Released: the list is asked again and the card leaves it.
          disabled={release.isSuccess}
          onClick={() => release.mutate()}
        >
          Release slot
        </Button>
      </div>
      {release.isError ? (
        <p className="book-session__error" role="alert">
          <AlertTriangle aria-hidden="true" size={18} />
          {errorMessage(release.error, 'The slot could not be released. Try again.')}
        </p>
      ) : null}
    </>
  )
}
