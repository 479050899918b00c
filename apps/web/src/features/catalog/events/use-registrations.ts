import { useCallback, useState } from 'react'

const KEY = 'event-registrations'

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : []
  } catch {
    return []
  }
}

/** The events this visitor signed up for, remembered in this browser. */
export function useRegistrations() {
  const [ids, setIds] = useState(read)
  const toggle = useCallback((id: number) => {
    setIds((current) => {
      const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id]
      try {
        localStorage.setItem(KEY, JSON.stringify(next))
      } catch {
        // Storage blocked: the choice lasts for this visit only.
      }
      return next
    })
  }, [])
  return { ids, toggle }
}
