import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { SelectField } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { fetchStatement, saveFile } from '../api/earnings'
import { monthLabel } from './earnings-format'

/**
 * A month's statement as CSV: the month is chosen among the last 12 (newest first), the file is
 * fetched with the mentor's token and handed to the browser's downloads.
 */
export function StatementDownload({ months }: { months: readonly string[] }) {
  const id = useId()
  const choices = [...months].reverse()
  const [month, setMonth] = useState(choices[0] ?? '')
  const [isBusy, setIsBusy] = useState(false)
  const [error, setError] = useState<string>()

  const download = async () => {
    setIsBusy(true)
    setError(undefined)
    try {
      saveFile(await fetchStatement(month), `learnlane-statement-${month}.csv`)
    } catch (err) {
      setError(errorMessage(err, 'The statement could not be downloaded'))
    } finally {
      setIsBusy(false)
    }
  }

  if (choices.length === 0) return null
  return (
    <div className="earnings-statement">
      <SelectField
        id={`${id}-month`}
        label="Statement month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        className="earnings-statement__month"
      >
        {choices.map((m) => (
          <option key={m} value={m}>
            {monthLabel(m)}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        icon={<Download aria-hidden="true" size={18} />}
        isBusy={isBusy}
        busyLabel="Downloading…"
        onClick={() => void download()}
      >
        Download statement
      </Button>
      {error ? (
        <p className="field__error earnings-statement__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
