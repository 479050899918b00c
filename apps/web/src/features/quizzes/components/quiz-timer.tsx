import { Timer } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { formatCountdown, useCountdown } from '../../../lib/use-countdown'

/** The countdown to the server's deadline; calls `onTimeUp` once at zero. */
export function QuizTimer({
  deadlineAt,
  serverNow,
  onTimeUp,
}: {
  deadlineAt: string
  serverNow: string
  onTimeUp: () => void
}) {
  const remaining = useCountdown(deadlineAt, serverNow)
  const onTimeUpRef = useRef(onTimeUp)
  useEffect(() => {
    onTimeUpRef.current = onTimeUp
  }, [onTimeUp])
  const isUp = remaining <= 0
  useEffect(() => {
    if (isUp) onTimeUpRef.current()
  }, [isUp])
  const isLow = remaining < 60_000
  return (
    <p className={isLow ? 'quiz-timer is-low' : 'quiz-timer'} role="timer" aria-label="Time left">
      <Timer aria-hidden="true" size={18} />
      <span>{formatCountdown(remaining)}</span>
    </p>
  )
}
