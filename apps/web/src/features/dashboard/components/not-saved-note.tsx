import { Info } from 'lucide-react'
import { useState, type FormEvent } from 'react'

/**
 * These forms have no endpoint yet: submitting checks the fields, then says plainly that nothing
 * was saved instead of pretending it was.
 */
export function useNotSavedNote() {
  const [isShown, setIsShown] = useState(false)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setIsShown(true)
  }
  const note = (
    <p className="dash-note dash-note--inline" role="status">
      {isShown ? (
        <>
          <Info aria-hidden="true" size={18} />
          Saving is not available yet, so nothing was changed.
        </>
      ) : null}
    </p>
  )
  return { onSubmit, note }
}
