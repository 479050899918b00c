import { AlertTriangle, Cloud, CloudUpload, History } from 'lucide-react'
import type { DraftStatus } from '../hooks/use-draft-autosave'

const time = (d: Date) => d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })

/** Where the draft stands: restored, saving, saved at a time, or not saved (and why). */
export function DraftStatusNote({
  status,
  isRestored,
}: {
  status: DraftStatus
  isRestored: boolean
}) {
  let icon = <Cloud aria-hidden="true" size={16} />
  let text = 'Your work is saved as a draft as you type.'
  if (status.kind === 'idle' && isRestored) {
    icon = <History aria-hidden="true" size={16} />
    text = 'Your draft was restored as you left it.'
  } else if (status.kind === 'saving') {
    icon = <CloudUpload aria-hidden="true" size={16} />
    text = 'Saving draft…'
  } else if (status.kind === 'saved') {
    text = `Draft saved at ${time(status.at)}.`
  } else if (status.kind === 'error') {
    icon = <AlertTriangle aria-hidden="true" size={16} />
    text = `Draft not saved: ${status.message}`
  }
  return (
    <p
      className={`authoring-draft${status.kind === 'error' ? ' authoring-draft--error' : ''}`}
      role="status"
    >
      {icon}
      {text}
    </p>
  )
}
