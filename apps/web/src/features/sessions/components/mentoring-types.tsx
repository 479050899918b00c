import type { SessionType } from '@app/domain/sessions'
import { Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { formatPriceOrFree } from '../../../lib/format'
import { MentoringTypeForm } from './mentoring-type-form'

/** The session types a mentor offers: each with Edit, and Add a session type. */
export function MentoringTypes({ types }: { types: SessionType[] }) {
  // The type being edited, 'new' for one being added; one form at a time.
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const close = () => setEditing(null)

  return (
    <div className="mentoring-types">
      <div className="mentoring-types__head">
        <p className="dash-note dash-note--inline">
          Students book these from your profile. A change applies to new bookings; booked sessions
          keep their length and price.
        </p>
        {editing === 'new' ? null : (
          <Button icon={<Plus aria-hidden="true" size={18} />} onClick={() => setEditing('new')}>
            Add a session type
          </Button>
        )}
      </div>
      {editing === 'new' ? <MentoringTypeForm type={null} onDone={close} /> : null}
      {types.length === 0 && editing !== 'new' ? (
        <EmptyState
          title="No session types yet"
          description="Add one, for example a free 15-minute intro call or a paid hour of mentoring, then set your hours."
        />
      ) : (
        <ul className="mentoring-types__list" aria-label="Your session types">
          {types.map((type) =>
            editing === type.id ? (
              <li key={type.id}>
                <MentoringTypeForm type={type} onDone={close} />
              </li>
            ) : (
              <li
                key={type.id}
                className="dash-card mentoring-type"
                aria-labelledby={`type-${type.id}`}
              >
                <div className="mentoring-type__head">
                  <h2 className="mentoring-type__title" id={`type-${type.id}`}>
                    {type.title}
                  </h2>
                  <span
                    className={
                      type.active
                        ? 'mentoring-status mentoring-status--success'
                        : 'mentoring-status'
                    }
                  >
                    {type.active ? 'Active' : 'Inactive'}
                  </span>
                </div>
                <p className="mentoring-type__meta">
                  {type.durationMinutes} min · {formatPriceOrFree(type.priceCents)}
                  {type.requiresApproval ? ' · Requires your approval' : ' · Booked at once'}
                </p>
                {type.description ? (
                  <p className="mentoring-type__description">{type.description}</p>
                ) : null}
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<Pencil aria-hidden="true" size={16} />}
                  onClick={() => setEditing(type.id)}
                  aria-label={`Edit ${type.title}`}
                >
                  Edit
                </Button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  )
}
