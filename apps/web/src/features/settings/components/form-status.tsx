import { CheckCircle2 } from 'lucide-react'

/** What happened on submit, next to the button: saved (status) or the server's refusal (alert). */
export function FormStatus({ saved, error }: { saved: string | null; error: string | undefined }) {
  if (error) {
    return (
      <p className="settings-status settings-status--error" role="alert">
        {error}
      </p>
    )
  }
  return (
    <p className="settings-status" role="status">
      {saved ? (
        <>
          <CheckCircle2 aria-hidden="true" size={18} />
          {saved}
        </>
      ) : null}
    </p>
  )
}
