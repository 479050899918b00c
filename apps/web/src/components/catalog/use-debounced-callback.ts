import { useEffect, useRef } from 'react'

/** Calls `fn` once `delay` ms have passed without another call (search-as-you-type). */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay = 250) {
  const fnRef = useRef(fn)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => {
    fnRef.current = fn
  })
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (...args: A) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => fnRef.current(...args), delay)
  }
}
