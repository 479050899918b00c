import type { CourseDraftData } from '@app/domain/authoring'
import { useEffect, useRef, useState } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { saveCourseDraft } from '../api/authoring'

export type DraftStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: string }

/** Wait after the last keystroke before the draft is sent. */
export const DRAFT_DEBOUNCE_MS = 700

/**
 * Keeps the add-course form on the server as the instructor goes (PUT /api/me/course-draft,
 * debounced): a reload or another device restores it. Saves run one at a time, the newest last;
 * a pending save is sent at once when the page is left.
 */
export function useDraftAutosave(courseId: number | null) {
  const [status, setStatus] = useState<DraftStatus>({ kind: 'idle' })
  const pending = useRef<CourseDraftData | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const inFlight = useRef<Promise<void> | null>(null)
  const isStopped = useRef(false)

  const flush = async (): Promise<void> => {
    window.clearTimeout(timer.current)
    if (inFlight.current) await inFlight.current
    const data = pending.current
    if (!data || isStopped.current) return
    pending.current = null
    setStatus({ kind: 'saving' })
    inFlight.current = saveCourseDraft({ courseId, data })
      .then(() => {
        if (!pending.current) setStatus({ kind: 'saved', at: new Date() })
      })
      .catch((err: unknown) => setStatus({ kind: 'error', message: errorMessage(err) }))
      .finally(() => {
        inFlight.current = null
      })
    await inFlight.current
  }
  const flushRef = useRef(flush)
  useEffect(() => {
    flushRef.current = flush
  })

  useEffect(() => {
    const onHide = () => void flushRef.current()
    window.addEventListener('pagehide', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      window.clearTimeout(timer.current)
      void flushRef.current()
    }
  }, [])

  return {
    status,
    /** Queues the form's current state. */
    schedule(data: CourseDraftData) {
      pending.current = data
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => void flushRef.current(), DRAFT_DEBOUNCE_MS)
    },
    /** Stops saving (the course was created: its draft is gone on the server). */
    stop() {
      isStopped.current = true
      pending.current = null
      window.clearTimeout(timer.current)
    },
  }
}
