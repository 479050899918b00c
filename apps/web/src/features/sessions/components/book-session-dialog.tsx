import type { Role } from '@app/domain/roles'
import {
  JOIN_OPENS_MINUTES,
  REQUEST_EXPIRY_HOURS,
  type Booking,
  type PublicSessions,
} from '@app/domain/sessions'
import { canAccess } from '@app/domain/roles'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, ArrowLeft, ArrowRight, CalendarCheck, Send } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { paths } from '../../../config/paths'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { formatPriceOrFree } from '../../../lib/format'
import { detectTimeZone } from '@app/domain/sessions/display'
import { bookSlot, sessionQueries } from '../api/sessions'
import { putHeldInCart, releaseHeldSlot } from '../held-checkout'
import { startInBothZones } from '../session-times'
import { HeldSlot, useHoldCountdown } from './held-slot'
import { SlotPicker } from './slot-picker'
import { StudentAccountNote } from './student-account-note'
import './sessions.css'

export type OfferedSessionType = PublicSessions['types'][number]

export interface BookSessionDialogProps {
  isOpen: boolean
  onClose: () => void
  instructorId: number
  mentor: { name: string; timeZone: string }
  sessionType: OfferedSessionType
  /** The signed-in role, or null for a visitor. */
  role: Role | null
  /** This page, to come back to after logging in. */
  returnTo: string
}

type Step =
  { kind: 'pick' } | { kind: 'held'; booking: Booking } | { kind: 'done'; booking: Booking }

const actionLabel = (type: OfferedSessionType) =>
  type.priceCents > 0
    ? { idle: 'Hold this time', busy: 'Holding…' }
    : type.requiresApproval
      ? { idle: 'Request this time', busy: 'Sending…' }
      : { idle: 'Book this time', busy: 'Booking…' }

/**
 * Book a session: pick a day and a time in your own zone; a paid session's slot is then held for
 * 10 minutes with a live countdown while you go to checkout (Back releases it at once); a free one
 * is booked, or requested when the mentor approves each booking. A taken slot says so and the
 * times are loaded again. Sessions are booked with a student account.
 */
export function BookSessionDialog({
  isOpen,
  onClose,
  instructorId,
  mentor,
  sessionType,
  role,
  returnTo,
}: BookSessionDialogProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [timeZone, setTimeZone] = useState(detectTimeZone)
  const [from] = useState(() => new Date().toISOString())
  const slots = { instructorId, sessionTypeId: sessionType.id, from }
  const [selected, setSelected] = useState<string | null>(null)
  const [step, setStep] = useState<Step>({ kind: 'pick' })
  const [error, setError] = useState<string | null>(null)
  const [accountRefusal, setAccountRefusal] = useState<string | null>(null)
  // Set as the visitor leaves for checkout with the hold: closing then keeps it.
  const isLeaving = useRef(false)
  const mayBook = canAccess(role, 'student') && accountRefusal === null

  const reloadSlots = () =>
    void queryClient.invalidateQueries({ queryKey: sessionQueries.slots(slots).queryKey })

  const book = useMutation({
    mutationFn: bookSlot,
    onSuccess: (booking) => {
      setError(null)
      setStep(booking.status === 'held' ? { kind: 'held', booking } : { kind: 'done', booking })
      if (booking.status !== 'held')
        void queryClient.invalidateQueries({ queryKey: sessionQueries.mine().queryKey })
    },
    onError: (err) => {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        setAccountRefusal(err.message)
        return
      }
      setError(errorMessage(err, 'This time could not be booked. Try again.'))
      if (err instanceof ApiError && err.status === 409) {
        // Someone else took it: the times are asked for again.
        setSelected(null)
        reloadSlots()
      }
    },
  })

  /** Frees a held slot at once (its line leaves the cart); the times are asked for again once it is free. */
  const release = (booking: Booking) =>
    void releaseHeldSlot(booking.id)
      .catch(() => undefined)
      .finally(reloadSlots)

  const backToSlots = () => {
    if (step.kind === 'held') release(step.booking)
    setSelected(null)
    setError(null)
    setStep({ kind: 'pick' })
  }

  const close = () => {
    if (book.isPending) return
    if (step.kind === 'held' && !isLeaving.current) release(step.booking)
    onClose()
  }

  const toCheckout = (booking: Booking) => {
    putHeldInCart(booking)
    isLeaving.current = true
    void navigate(paths.checkout)
  }

  const label = actionLabel(sessionType)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={`Book ${sessionType.title}`}
      description={`${sessionType.durationMinutes} min with ${mentor.name} · ${formatPriceOrFree(sessionType.priceCents)}`}
      className="book-session"
      footer={
        step.kind === 'pick' && mayBook ? (
          <div className="book-session__footer">
            <p className="book-session__choice" aria-live="polite">
              {selected ? startInBothZones(selected, timeZone, mentor) : 'Pick a day and a time.'}
            </p>
            <Button
              disabled={selected === null}
              isBusy={book.isPending}
              busyLabel={label.busy}
              onClick={() =>
                selected &&
                book.mutate({ sessionTypeId: sessionType.id, startsAt: selected, timeZone })
              }
            >
              {label.idle}
            </Button>
          </div>
        ) : undefined
      }
    >
      {step.kind === 'pick' ? (
        <>
          {error ? (
            <p className="book-session__error" role="alert">
              <AlertTriangle aria-hidden="true" size={18} />
              {error}
            </p>
          ) : null}
          <SlotPicker
            slots={slots}
            mentorName={mentor.name}
            timeZone={timeZone}
            onTimeZoneChange={setTimeZone}
            selected={selected}
            onSelect={(startsAt) => {
              setSelected(startsAt)
              setError(null)
            }}
          />
          {mayBook ? null : (
            <StudentAccountNote role={role} returnTo={returnTo} message={accountRefusal} />
          )}
        </>
      ) : step.kind === 'held' ? (
        <HeldStep
          booking={step.booking}
          timeZone={timeZone}
          onBack={backToSlots}
          onContinue={() => toCheckout(step.booking)}
        />
      ) : (
        <BookingDone booking={step.booking} timeZone={timeZone} />
      )}
    </Dialog>
  )
}

interface HeldStepProps {
  booking: Booking
  timeZone: string
  onBack: () => void
  onContinue: () => void
}

function HeldStep({ booking, timeZone, onBack, onContinue }: HeldStepProps) {
  const remaining = useHoldCountdown(booking)
  const isOver = remaining <= 0
  return (
    <>
      <HeldSlot booking={booking} timeZone={timeZone} remaining={remaining} />
      <div className="book-session__actions">
        <Button
          variant="secondary"
          icon={<ArrowLeft aria-hidden="true" size={18} />}
          onClick={onBack}
        >
          {isOver ? 'Pick a time again' : 'Back'}
        </Button>
        {isOver ? null : (
          <Button onClick={onContinue}>
            Continue to checkout <ArrowRight aria-hidden="true" size={18} />
          </Button>
        )}
      </div>
    </>
  )
}

function BookingDone({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const when = startInBothZones(booking.startsAt, timeZone, booking.mentor)
  const isRequest = booking.status === 'requested'
  return (
    <div className="booking-done" role="status">
      {isRequest ? (
        <Send aria-hidden="true" size={28} className="booking-done__icon" />
      ) : (
        <CalendarCheck aria-hidden="true" size={28} className="booking-done__icon" />
      )}
      <h3 className="booking-done__title">{isRequest ? 'Request sent' : 'Booked'}</h3>
      <p>
        {isRequest
          ? `${booking.mentor.name} answers within ${REQUEST_EXPIRY_HOURS} hours, and the time is kept for you until then: ${when}.`
          : `Your session with ${booking.mentor.name} is confirmed: ${when}. Its join link opens in My Sessions ${JOIN_OPENS_MINUTES} minutes before the start.`}
      </p>
      <Link className={buttonClassName()} to={paths.studentArea.sessions}>
        Go to My Sessions
      </Link>
    </div>
  )
}
