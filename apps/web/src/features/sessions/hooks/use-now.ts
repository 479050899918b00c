import { useEffect, useState } from 'react'

/** The current time, renewed every `stepMs`: for what opens or closes as time passes (Join). */
export function useNow(stepMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), stepMs)
    return () => clearInterval(timer)
  }, [stepMs])
  return now
}
