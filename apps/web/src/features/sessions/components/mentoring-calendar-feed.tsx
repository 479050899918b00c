import { useQuery } from '@tanstack/react-query'
import { CalendarSync, Copy, RefreshCw, Rss, Unplug } from 'lucide-react'
import { useState } from 'react'
import { Button, buttonClassName } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { TextField } from '../../../components/ui/field'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { errorMessage } from '../../../lib/api-client'
import { calendarFeedQueries, useCalendarFeedChange } from '../api/instructor-sessions'
import './mentoring.css'

type Change = 'renew' | 'stop'

const CONFIRM: Record<
  Change,
  { title: string; description: string; action: string; busy: string }
> = {
  renew: {
    title: 'Make a new feed address?',
    description:
      'The current address stops working at once: calendars subscribed to it stop updating until you give them the new one.',
    action: 'Make a new address',
    busy: 'Making…',
  },
  stop: {
    title: 'Stop the calendar feed?',
    description:
      'The address stops working at once and your sessions leave the calendars subscribed to it. You can start a new feed any time.',
    action: 'Stop feed',
    busy: 'Stopping…',
  },
}

/**
 * The secret calendar feed (webcal) of the signed-in person's sessions, on the mentor's Sessions
 * page and the student's My Sessions: the address with Copy, New address (the old one revoked)
 * and Stop feed.
 */
export function MentoringCalendarFeed() {
  const feed = useQuery(calendarFeedQueries.mine())
  const change = useCalendarFeedChange()
  const [confirming, setConfirming] = useState<Change | null>(null)
  const [copied, setCopied] = useState<string | null>(null)

  if (feed.isPending) return <PanelLoading label="Loading your calendar feed…" />
  if (feed.isError) {
    return (
      <PanelError
        title="Your calendar feed could not be loaded"
        error={feed.error}
        onRetry={() => void feed.refetch()}
        isRetrying={feed.isFetching}
      />
    )
  }
  const url = feed.data.url

  const run = (what: Change) =>
    change.mutate(what, {
      onSuccess: () => {
        setCopied(null)
        setConfirming(null)
      },
    })
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address)
      setCopied('Address copied.')
    } catch {
      setCopied('Copying is blocked here: select the address and copy it by hand.')
    }
  }

  return (
    <section className="dash-card dash-form mentoring-feed" aria-labelledby="mentoring-feed-title">
      <h2 className="dash-card__title" id="mentoring-feed-title">
        Calendar feed
      </h2>
      <p className="dash-card__intro">
        Subscribe to this secret address in Google Calendar, Apple Calendar or Outlook to see every
        session there, kept up to date. Anyone with the address can read your sessions: keep it to
        yourself, and make a new one if it got out.
      </p>
      {url ? (
        <>
          <div className="mentoring-feed__address">
            <TextField
              label="Feed address"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="secondary"
              icon={<Copy aria-hidden="true" size={16} />}
              onClick={() => void copy(url)}
            >
              Copy
            </Button>
          </div>
          <p className="mentoring-save mentoring-feed__status" role="status">
            {copied}
          </p>
          <div className="dash-form__actions">
            <a href={url} className={buttonClassName({ variant: 'secondary' })}>
              <CalendarSync aria-hidden="true" size={18} />
              Open in my calendar app
            </a>
            <Button
              variant="secondary"
              icon={<RefreshCw aria-hidden="true" size={18} />}
              onClick={() => setConfirming('renew')}
            >
              New address
            </Button>
            <Button
              variant="ghost"
              icon={<Unplug aria-hidden="true" size={18} />}
              onClick={() => setConfirming('stop')}
            >
              Stop feed
            </Button>
          </div>
        </>
      ) : (
        <div className="dash-form__actions">
          <p className="mentoring-feed__none">No feed yet.</p>
          <Button
            icon={<Rss aria-hidden="true" size={18} />}
            isBusy={change.isPending}
            busyLabel="Making…"
            onClick={() => run('renew')}
          >
            Get calendar address
          </Button>
        </div>
      )}
      {change.isError && !confirming ? (
        <p className="field__error" role="alert">
          {errorMessage(change.error)}
        </p>
      ) : null}
      {confirming ? (
        <Dialog
          isOpen
          onClose={() => (change.isPending ? undefined : setConfirming(null))}
          title={CONFIRM[confirming].title}
          description={CONFIRM[confirming].description}
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => setConfirming(null)}
                disabled={change.isPending}
              >
                Keep the current address
              </Button>
              <Button
                variant={confirming === 'stop' ? 'danger' : 'primary'}
                isBusy={change.isPending}
                busyLabel={CONFIRM[confirming].busy}
                onClick={() => run(confirming)}
              >
                {CONFIRM[confirming].action}
              </Button>
            </>
          }
        >
          {change.isError ? (
            <p className="field__error" role="alert">
              {errorMessage(change.error)}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </section>
  )
}
