import { useSuspenseQuery } from '@tanstack/react-query'
import { Award, Printer, ShieldCheck, ShieldX } from 'lucide-react'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/layout/page-header'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { formatLongDate, formatNumber } from '../../../lib/format'
import { metaDescription, usePageMeta } from '../../../lib/page-meta'
import { learningQueries } from '../api/learning'
import './learning.css'

const hoursText = (hours: number) =>
  `${formatNumber(hours, Number.isInteger(hours) ? 0 : 1)} ${hours === 1 ? 'hour' : 'hours'}`

/**
 * A certificate of completion, public at its verification URL. Every detail comes from
 * Learnlane's records, so a printout that differs from this page was changed.
 */
export function CertificateView({ id }: { id: string }) {
  const { data: certificate } = useSuspenseQuery(learningQueries.certificate(id))
  const verifyUrl = `${window.location.origin}${paths.certificate(certificate.id)}`
  const issued = formatLongDate(certificate.issuedAt)
  // Shared as a link to check, but a person's record is not for search engines.
  usePageMeta({
    title: `Certificate: ${certificate.courseTitle}`,
    description: metaDescription(
      `${certificate.learnerName} completed ${certificate.courseTitle} on Learnlane on ${issued}`,
      'Every detail on this page comes from Learnlane’s records, so anyone can check the certificate here.',
    ),
    canonicalPath: paths.certificate(certificate.id),
    noindex: true,
  })
  return (
    <>
      <PageHeader
        title="Certificate of Completion"
        crumbs={[{ label: 'Certificates' }, { label: certificate.courseTitle }]}
        description={`${certificate.learnerName} completed ${certificate.courseTitle} on Learnlane.`}
      />
      <div className="container certificate-page">
        {certificate.revokedAt ? (
          <p className="learn-note learn-note--warning certificate-page__verified" role="status">
            <ShieldX aria-hidden="true" size={18} />
            <span>
              Revoked on {formatLongDate(certificate.revokedAt)}: the course was refunded, so this
              certificate, issued to {certificate.learnerName} on {issued}, no longer stands.
            </span>
          </p>
        ) : (
          <p className="learn-note learn-note--success certificate-page__verified">
            <ShieldCheck aria-hidden="true" size={18} />
            <span>
              Verified by Learnlane: this certificate was issued to {certificate.learnerName} on{' '}
              {issued}. If a printed copy shows anything else, it was changed.
            </span>
          </p>
        )}
        <article className="certificate" aria-labelledby="certificate-title">
          <div className="certificate__badge" aria-hidden="true">
            <Award size={36} />
          </div>
          <p className="certificate__brand">Learnlane</p>
          <h2 id="certificate-title" className="certificate__title">
            Certificate of Completion
          </h2>
          <p className="certificate__lead">This certifies that</p>
          <p className="certificate__learner">{certificate.learnerName}</p>
          <p className="certificate__lead">has completed every lesson of</p>
          <p className="certificate__course">
            <Link to={paths.course(certificate.courseId)}>{certificate.courseTitle}</Link>
          </p>
          <dl className="certificate__details">
            <div>
              <dt>Instructor</dt>
              <dd>{certificate.instructorName}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>
                <time dateTime={certificate.issuedAt}>{issued}</time>
              </dd>
            </div>
            <div>
              <dt>Length</dt>
              <dd>{hoursText(certificate.hours)}</dd>
            </div>
          </dl>
          <p className="certificate__verify">
            Certificate {certificate.id}
            <br />
            Verify at <span className="certificate__url">{verifyUrl}</span>
          </p>
        </article>
        <div className="certificate-page__actions">
          <Button icon={<Printer aria-hidden="true" size={18} />} onClick={() => window.print()}>
            Print certificate
          </Button>
        </div>
      </div>
    </>
  )
}
