import type { AdminContactMessage, AdminSubscriber } from '@app/domain/email'
import { useQuery } from '@tanstack/react-query'
import { Inbox, Mail, MessageSquareText, UsersRound } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { EmptyState } from '../../../components/ui/empty-state'
import { pageFromSearch } from '../../../lib/page-param'
import { adminMessageQueries } from '../api/admin-messages'
import '../admin.css'
import { PanelLoading, PanelError } from '../../../components/ui/panel-states'
import { DeliveryBadge } from './delivery-badge'
import { formatDateTime } from './format-date'

/** Both lists page on their own, through the URL (?contactPage=2&subscribersPage=1). */
function usePages() {
  const [params] = useSearchParams()
  const pages = {
    contactPage: pageFromSearch(params, 'contactPage'),
    subscribersPage: pageFromSearch(params, 'subscribersPage'),
  }
  const hrefFor = (key: keyof typeof pages) => (page: number) => {
    const next = new URLSearchParams(params)
    next.set(key, String(page))
    return `?${next.toString()}`
  }
  return { pages, hrefFor }
}

/** The admin inbox: contact messages and subscribers with their delivery status, newest first. */
export function AdminMessages() {
  const { pages, hrefFor } = usePages()
  const query = useQuery(adminMessageQueries.list(pages))

  if (query.isPending) return <PanelLoading label="Loading messages…" />
  if (query.isError) {
    return (
      <PanelError
        title="Messages could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    )
  }

  const { contactMessages, subscribers } = query.data
  const pageCount = (list: { total: number; pageSize: number }) =>
    Math.max(1, Math.ceil(list.total / list.pageSize))
  const isUpdating = query.isPlaceholderData

  return (
    <div className="admin-messages" aria-busy={isUpdating || undefined}>
      <ul className="admin-summary" aria-label="Totals">
        <li>
          <MessageSquareText aria-hidden="true" size={22} />
          <span>
            <strong>{contactMessages.total.toLocaleString('en-US')}</strong>{' '}
            {contactMessages.total === 1 ? 'contact message' : 'contact messages'}
          </span>
        </li>
        <li>
          <UsersRound aria-hidden="true" size={22} />
          <span>
            <strong>{subscribers.total.toLocaleString('en-US')}</strong>{' '}
            {subscribers.total === 1 ? 'subscriber' : 'subscribers'}
          </span>
        </li>
      </ul>

      <section className="admin-panel" aria-labelledby="admin-contact-title">
        <h2 id="admin-contact-title">Contact Messages</h2>
        {contactMessages.items.length === 0 ? (
          <EmptyState
            as="h3"
            isCompact
            icon={<Inbox size={24} />}
            title="No contact messages yet"
            description="Messages sent through the contact form appear here, newest first."
          />
        ) : (
          <ol className={`admin-contact-list${isUpdating ? ' is-updating' : ''}`}>
            {contactMessages.items.map((m) => (
              <ContactMessageCard key={m.id} message={m} />
            ))}
          </ol>
        )}
        <Pagination
          label="Contact messages pages"
          page={contactMessages.page}
          pageCount={pageCount(contactMessages)}
          hrefFor={hrefFor('contactPage')}
        />
      </section>

      <section className="admin-panel" aria-labelledby="admin-subscribers-title">
        <h2 id="admin-subscribers-title">Subscribers</h2>
        {subscribers.items.length === 0 ? (
          <EmptyState
            as="h3"
            isCompact
            icon={<Mail size={24} />}
            title="No subscribers yet"
            description="Addresses entered in the footer's subscribe form appear here."
          />
        ) : (
          <SubscribersTable subscribers={subscribers.items} isUpdating={isUpdating} />
        )}
        <Pagination
          label="Subscribers pages"
          page={subscribers.page}
          pageCount={pageCount(subscribers)}
          hrefFor={hrefFor('subscribersPage')}
        />
      </section>
    </div>
  )
}

function ContactMessageCard({ message: m }: { message: AdminContactMessage }) {
  return (
    <li className="admin-contact">
      <article aria-labelledby={`contact-${m.id}-title`}>
        <header className="admin-contact__head">
          <h3 id={`contact-${m.id}-title`}>{m.title}</h3>
          <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        </header>
        <p className="admin-contact__from">
          From <strong>{m.firstName}</strong>{' '}
          <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.title}`)}`}>
            {m.email}
          </a>
        </p>
        <p className="admin-contact__body">{m.message}</p>
        <DeliveryBadge delivery={m.delivery} />
      </article>
    </li>
  )
}

function SubscribersTable({
  subscribers,
  isUpdating,
}: {
  subscribers: AdminSubscriber[]
  isUpdating: boolean
}) {
  return (
    <div className={`admin-table-wrap${isUpdating ? ' is-updating' : ''}`}>
      <table className="admin-table">
        <caption className="visually-hidden">Subscribers, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Subscribed</th>
            <th scope="col">Last signed up</th>
            <th scope="col">Source</th>
            <th scope="col">Welcome e-mail</th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((s) => (
            <tr key={s.id}>
              <th scope="row" data-label="Email">
                <a href={`mailto:${s.email}`}>{s.email}</a>
              </th>
              <td data-label="Subscribed">
                <time dateTime={s.firstSeenAt}>{formatDateTime(s.firstSeenAt)}</time>
              </td>
              <td data-label="Last signed up">
                <time dateTime={s.lastSeenAt}>{formatDateTime(s.lastSeenAt)}</time>
              </td>
              <td data-label="Source">{s.source === 'subscribe' ? 'Footer form' : s.source}</td>
              <td data-label="Welcome e-mail">
                <DeliveryBadge delivery={s.delivery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
