import { OUTBOX_STATUS_LABELS, OUTBOX_STATUSES, type AdminOutboxItem } from '@app/domain/email'
import { useQuery } from '@tanstack/react-query'
import { Mail, SearchX } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { EmptyState } from '../../../components/ui/empty-state'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { paths } from '../../../config/paths'
import { adminOutboxQueries } from '../api/admin-outbox'
import { adminOutboxSearch, useAdminOutboxQuery } from '../hooks/use-admin-outbox-query'
import '../admin.css'
import { DeliveryBadge } from './delivery-badge'
import { formatDateTime } from './format-date'

const STATUS_CHOICES = [
  { value: undefined, label: 'All messages' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: OUTBOX_STATUS_LABELS[status] })),
]

/** Said on the outbox pages while no SMTP server is configured. */
export function DeliveryOffNote() {
  return (
    <p className="admin-outbox-note" role="note">
      <strong>E-mail delivery is off.</strong> No SMTP server is configured (SMTP_URL), so messages
      stay here as Queued. Open one to read it and follow its links.
    </p>
  )
}

/** Every stored e-mail, newest first, filtered by status through the URL (?status=&page=). */
export function AdminOutbox() {
  const query = useAdminOutboxQuery()
  const list = useQuery(adminOutboxQueries.list(query))

  let content
  if (list.isPending) {
    content = <PanelLoading label="Loading the outbox…" />
  } else if (list.isError) {
    content = (
      <PanelError
        title="The outbox could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    )
  } else if (list.data.items.length === 0) {
    content = query.status ? (
      <EmptyState
        icon={<SearchX />}
        title="No messages match"
        description={`No message is ${OUTBOX_STATUS_LABELS[query.status].toLowerCase()} right now.`}
        action={
          <Link to={paths.adminOutbox} className={buttonClassName({ variant: 'secondary' })}>
            Show all messages
          </Link>
        }
      />
    ) : (
      <EmptyState
        icon={<Mail />}
        title="No e-mails yet"
        description="Every e-mail Learnlane writes (verification, password reset, order confirmation, contact form) appears here, newest first."
      />
    )
  } else {
    const { items, page, pageSize, total, pageCount } = list.data
    const first = (page - 1) * pageSize + 1
    const last = Math.min(total, first + items.length - 1)
    content = (
      <>
        <p className="admin-range" aria-live="polite">
          Showing {first}–{last} of {total.toLocaleString('en-US')}{' '}
          {total === 1 ? 'message' : 'messages'}
        </p>
        <OutboxTable messages={items} isUpdating={list.isPlaceholderData} />
        <Pagination
          label="Outbox pages"
          page={page}
          pageCount={pageCount}
          hrefFor={(next) => adminOutboxSearch({ ...query, page: next }) || '?'}
        />
      </>
    )
  }

  return (
    <div className="admin-orders" aria-busy={list.isPlaceholderData || undefined}>
      {list.data && !list.data.deliveryEnabled ? <DeliveryOffNote /> : null}
      <div className="admin-filters">
        <nav aria-label="Filter by status" className="admin-chips">
          <ul>
            {STATUS_CHOICES.map(({ value, label }) => {
              const isCurrent = query.status === value
              return (
                <li key={label}>
                  <Link
                    to={adminOutboxSearch({ status: value, page: 1 }) || '?'}
                    className={cx('admin-chip', isCurrent && 'is-current')}
                    aria-current={isCurrent ? 'page' : undefined}
                    preventScrollReset
                  >
                    {label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
      {content}
    </div>
  )
}

/** The messages: a table on wide screens, one card per message under 768 px. */
function OutboxTable({
  messages,
  isUpdating,
}: {
  messages: AdminOutboxItem[]
  isUpdating: boolean
}) {
  // The message page's "All messages" link returns to this filtered page.
  const { search } = useLocation()
  return (
    <div className={cx('admin-table-wrap', isUpdating && 'is-updating')}>
      <table className="admin-table admin-outbox-table">
        <caption className="visually-hidden">Outgoing e-mails, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Created</th>
            <th scope="col">Sent</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <th scope="row" data-label="Subject">
                <Link
                  to={paths.adminOutboxMessage(message.id)}
                  state={{ listSearch: search }}
                  className="admin-outbox-table__subject"
                >
                  {message.subject}
                </Link>
              </th>
              <td data-label="To" className="admin-orders-table__email">
                {message.recipient}
              </td>
              <td data-label="Status">
                <DeliveryBadge delivery={message} />
              </td>
              <td data-label="Attempts">{message.attempts}</td>
              <td data-label="Created">
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </td>
              <td data-label="Sent">
                {message.sentAt ? (
                  <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
                ) : (
                  <span className="admin-muted">Not sent</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
