import { useEffect, useState } from 'react'

/**
 * Milliseconds left until a deadline the server set (a quiz's time limit, a held session slot),
 * ticking every quarter second. With `serverNow`, the server's clock when it answered, the device
 * clock is corrected by it, so a wrong clock changes nothing.
 */
export function useCountdown(deadlineAt: string, serverNow?: string): number {
  const [offset] = useState(() => (serverNow ? Date.parse(serverNow) - Date.now() : 0) || 0)
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
