import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A message that hides itself after `ms` (the forms' 2-second status). Showing a new message
 * restarts the clock; unmounting cancels it.
 */
export function useFlashMessage<T>() {
  const [message, setMessage] = useState<T | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const show = useCallback((next: T, ms: number) => {
    clearTimeout(timer.current)
    setMessage(next)
    timer.current = setTimeout(() => setMessage(null), ms)
  }, [])

  const clear = useCallback(() => {
    clearTimeout(timer.current)
    setMessage(null)
  }, [])

  return { message, show, clear }
}
