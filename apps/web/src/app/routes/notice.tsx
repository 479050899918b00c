import { FORM_NOTICES, isNoticeKind } from '@app/domain/forms'
import { ArrowLeft } from 'lucide-react'
import { useParams } from 'react-router'
import { LockedArt, SentArt } from '../../components/layout/status-art'
import { StatusPage } from '../../components/layout/status-page'
import { buttonClassName } from '../../components/ui/button'
import { usePageMeta } from '../../lib/page-meta'
import NotFoundPage from './not-found'

/**
 * Where a form of a server-rendered page lands when it was sent without the app's code
 * (JavaScript off, or the code could not load): the server did what it could (sent a message,
 * a subscription, a reset link) and this page says what happened and what to do next. Its
 * address holds only the outcome, never anything typed (@app/domain/forms).
 */
export default function NoticePage() {
  const { kind = '' } = useParams()
  if (!isNoticeKind(kind)) return <NotFoundPage />
  return <Notice kind={kind} />
}

function Notice({ kind }: { kind: keyof typeof FORM_NOTICES }) {
  const notice = FORM_NOTICES[kind]
  usePageMeta({ title: notice.heading, description: notice.text, noindex: true })
  return (
    <StatusPage
      title={notice.heading}
      heading={notice.heading}
      text={notice.text}
      illustration={notice.isDone ? <SentArt /> : <LockedArt />}
      actions={
        // A plain link: the page it leads to is rendered by the server, with or without the app.
        <a href={notice.next.href} className={buttonClassName({ size: 'lg' })}>
          <ArrowLeft aria-hidden="true" size={20} />
          {notice.next.label}
        </a>
      }
    />
  )
}
