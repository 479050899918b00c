import type { AdminOutboxMessage } from '@app/domain/email'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ExternalLink, FileQuestion } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { PageHeader } from '../../../components/layout/page-header'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { usePageMeta } from '../../../lib/page-meta'
import { adminOutboxQueries } from '../api/admin-outbox'
import '../admin.css'
import { AdminNav } from './admin-nav'
import { DeliveryOffNote } from './admin-outbox'
import { DeliveryBadge } from './delivery-badge'
import { formatDateTime } from './format-date'

/** Back to the list the admin came from, status and page included. */
function useListHref(): string {
  const { state } = useLocation() as { state: { listSearch?: unknown } | null }
  const search = typeof state?.listSearch === 'string' ? state.listSearch : ''
  return `${paths.adminOutbox}${search}`
}

/** One stored e-mail: who it is for, how far delivery got, its text and its links. */
export function AdminOutboxMessageDetail({ id }: { id: string }) {
  const detail = useQuery(adminOutboxQueries.detail(id))
  const listHref = useListHref()
  const title = detail.data?.subject ?? 'Message'
  usePageMeta({
    title,
    description:
      'One e-mail stored in the Learnlane outbox: its recipient, delivery status, text and links.',
    noindex: true,
  })

  let content
  if (detail.isPending) {
    content = <PanelLoading label="Loading the message…" rows={4} />
  } else if (detail.isError) {
    content =
      detail.error instanceof ApiError && detail.error.status === 404 ? (
        <EmptyState
          icon={<FileQuestion />}
          title="Message not found"
          description="No stored e-mail has this address. It may have been mistyped."
          action={
            <Link to={listHref} className={buttonClassName({ variant: 'secondary' })}>
              All messages
            </Link>
          }
        />
      ) : (
        <PanelError
          title="The message could not be loaded"
          error={detail.error}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      )
  } else {
    content = <MessageView message={detail.data} />
  }

  return (
    <>
      <PageHeader
        title="Outbox"
        crumbs={[{ label: 'Admin' }, { label: 'Outbox', to: listHref }, { label: 'Message' }]}
      >
        <AdminNav />
      </PageHeader>
      <div className="section">
        <div className="container">
          <Link to={listHref} className="admin-back">
            <ArrowLeft aria-hidden="true" size={18} />
            All messages
          </Link>
          {content}
        </div>
      </div>
    </>
  )
}

function MessageView({ message }: { message: AdminOutboxMessage }) {
  return (
    <div className="admin-outbox-message">
      {message.deliveryEnabled ? null : <DeliveryOffNote />}
      <section className="admin-card" aria-labelledby="outbox-message-title">
        <div className="admin-order__head">
          <h2 id="outbox-message-title">{message.subject}</h2>
          <DeliveryBadge delivery={message} />
        </div>
        <dl className="admin-facts">
          <div>
            <dt>To</dt>
            <dd>{message.recipient}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Attempts</dt>
            <dd>{message.attempts}</dd>
          </div>
          {message.replyTo ? (
            <div>
              <dt>Reply to</dt>
              <dd>{message.replyTo}</dd>
            </div>
          ) : null}
          <div>
            <dt>Template</dt>
            <dd>{message.template}</dd>
          </div>
          <div>
            <dt>Sent</dt>
            <dd>
              {message.sentAt ? (
                <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
              ) : (
                'Not sent'
              )}
            </dd>
          </div>
        </dl>
        {message.links.length > 0 ? (
          <>
            <h3 className="admin-card__sub">Links</h3>
            <ul className="admin-outbox-links">
              {message.links.map((link) => (
                <li key={link}>
                  <a href={link} target="_blank" rel="noreferrer noopener">
                    {link}
                    <ExternalLink aria-hidden="true" size={14} />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 className="admin-card__sub">Text</h3>
        <pre className="admin-outbox-body">{message.body}</pre>
        {message.invite ? (
          <>
            <h3 className="admin-card__sub">Calendar invite (invite.ics)</h3>
            <pre className="admin-outbox-body">{message.invite}</pre>
          </>
        ) : null}
      </section>
    </div>
  )
}
