import { screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeFetch } from '../../../testing/order-fixtures'
import { jsonResponse, renderWithApp } from '../../../testing/render'
import { CertificateView } from './certificate-view'

afterEach(() => vi.unstubAllGlobals())

const ID = 'c0ffee00-0000-4000-8000-000000000000'

describe('CertificateView', () => {
  it('shows every detail of the certificate and its verification address', async () => {
    const fetchMock = routeFetch(() =>
      jsonResponse({
        id: ID,
        learnerName: 'Sam Student',
        courseId: 1,
        courseTitle: 'Complete Web Development Bootcamp',
        instructorName: 'Maya Mentor',
        hours: 4.5,
        issuedAt: '2026-03-20T10:00:00.000Z',
        revokedAt: null,
      }),
    )
    renderWithApp(
      <Suspense fallback={null}>
        <CertificateView id={ID} />
      </Suspense>,
    )
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Certificate of Completion' }),
    ).toBeInTheDocument()
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/certificates/${ID}`)
    expect(screen.getByText('Sam Student')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Complete Web Development Bootcamp' })).toHaveAttribute(
      'href',
      '/course-single-v1/1',
    )
    expect(screen.getByText('Maya Mentor')).toBeInTheDocument()
    expect(screen.getByText('4.5 hours')).toBeInTheDocument()
    expect(screen.getByText('March 20, 2026')).toBeInTheDocument()
    expect(screen.getByText(`${window.location.origin}/certificate/${ID}`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print certificate' })).toBeEnabled()
  })

  it('says so, with the date, when the course was refunded and the certificate revoked', async () => {
    routeFetch(() =>
      jsonResponse({
        id: ID,
        learnerName: 'Sam Student',
        courseId: 1,
        courseTitle: 'Complete Web Development Bootcamp',
        instructorName: 'Maya Mentor',
        hours: 4.5,
        issuedAt: '2026-03-20T10:00:00.000Z',
        revokedAt: '2026-04-02T10:00:00.000Z',
      }),
    )
    renderWithApp(
      <Suspense fallback={null}>
        <CertificateView id={ID} />
      </Suspense>,
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Revoked on April 2, 2026: the course was refunded',
    )
    expect(screen.queryByText(/Verified by Learnlane/)).not.toBeInTheDocument()
  })
})
