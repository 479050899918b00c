import type { Booking } from '@app/domain/sessions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { rescheduleBooking, sessionQueries } from '../api/sessions'
import { startInBothZones } from '../session-times'
import { SlotPicker } from './slot-picker'

interface RescheduleDialogProps {
  booking: Booking
  isOpen: boolean
  /** The zone the student reads times in at first (they may change it here). */
  timeZone: string
  onClose: () => void
  onMoved: (message: string) => void
}

/**
 * Moves a booking to another free slot of the same session, picked as when booking (the same
 * slot picker, in the student's zone); the server re-checks the slot and the booking's policy.
 */
export function RescheduleDialog({
  booking,
  isOpen,
  timeZone: initialZone,
  onClose,
  onMoved,
}: RescheduleDialogProps) {
  const queryClient = useQueryClient()
  const [timeZone, setTimeZone] = useState(initialZone)
  const [from] = useState(() => new Date().toISOString())
  const slots = {
    instructorId: booking.mentor.instructorId,
    sessionTypeId: booking.sessionType.id,
    from,
  }
  const [selected, setSelected] = useState<string | null>(null)
  const move = useMutation({
    mutationFn: (startsAt: string) => rescheduleBooking(booking.id, startsAt),
    onSuccess: (moved) => {
      void queryClient.invalidateQueries({ queryKey: sessionQueries.mine().queryKey })
      onMoved(
        `${moved.sessionType.title} is moved to ${startInBothZones(moved.startsAt, timeZone, moved.mentor)}.`,
      )
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        setSelected(null)
        void queryClient.invalidateQueries({ queryKey: sessionQueries.slots(slots).queryKey })
      }
    },
  })
  const close = () => {
    if (!move.isPending) onClose()
  }
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={`Reschedule ${booking.sessionType.title}`}
      description={`with ${booking.mentor.name}, now ${startInBothZones(booking.startsAt, timeZone, booking.mentor)}`}
      className="book-session"
      footer={
        <div className="book-session__footer">
          <p className="book-session__choice" aria-live="polite">
            {selected
              ? startInBothZones(selected, timeZone, booking.mentor)
              : 'Pick a new day and time.'}
          </p>
          <Button
            disabled={selected === null}
            isBusy={move.isPending}
            busyLabel="Moving…"
            onClick={() => selected && move.mutate(selected)}
          >
            Move to this time
          </Button>
        </div>
      }
    >
      {move.isError ? (
        <p className="book-session__error" role="alert">
          <AlertTriangle aria-hidden="true" size={18} />
          {errorMessage(move.error, 'The session could not be moved. Try again.')}
        </p>
      ) : null}
      <SlotPicker
        slots={slots}
        mentorName={booking.mentor.name}
        timeZone={timeZone}
        onTimeZoneChange={setTimeZone}
        selected={selected}
        onSelect={(startsAt) => {
          setSelected(startsAt)
          move.reset()
        }}
      />
    </Dialog>
  )
}
