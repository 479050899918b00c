import { CheckCircle2 } from 'lucide-react'

/** What happened on Save, next to the button: saved (status) or what stopped it (alert). */
export function MentoringSaveStatus({
  saved,
  error,
}: {
  saved: string | null
  error: string | undefined
}) {
  if (error) {
    return (
      <p className="mentoring-save mentoring-save--error" role="alert">
        {error}
      </p>
    )
  }
  return (
    <p className="mentoring-save" role="status">
      {saved ? (
        <>
          <CheckCircle2 aria-hidden="true" size={18} />
          {saved}
        </>
      ) : null}
    </p>
  )
}
