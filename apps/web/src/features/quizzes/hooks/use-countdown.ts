import { useEffect, useState } from 'react'

/**
 * Milliseconds left until the server's deadline, ticking every quarter second. The device clock
 * is corrected by the server's clock at the time of the answer, so a wrong clock changes nothing.
 */
export function useCountdown(deadlineAt: string, serverNow: string): number {
  const [offset] = useState(() => Date.parse(serverNow) - Date.now())
  const deadline = Date.parse(deadlineAt)
  const left = () => Math.max(0, deadline - (Date.now() + offset))
  const [remaining, setRemaining] = useState(left)
  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, deadline - (Date.now() + offset)))
    tick()
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [deadline, offset])
  return remaining
}

/** 90_500 → "01:31" (whole seconds rounded up, so 00:00 means the time is up). */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
