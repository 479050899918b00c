import { vi } from 'vitest'
import {
  DEFAULT_POLICY,
  type Booking,
  type PublicSessions,
  type SessionReviews,
} from '@app/domain/sessions'

/** Test builders for mentoring sessions, shaped like the API's answers. */

/** The browser's own time zone, as `Intl` reports it, for the rest of the test. */
export function stubBrowserZone(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone }
  })
}

export const MENTOR = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Jane Doe',
  timeZone: 'America/New_York',
  instructorId: 3,
}

export function makePublicSessions(overrides: Partial<PublicSessions> = {}): PublicSessions {
  return {
    timeZone: MENTOR.timeZone,
    stats: { sessionsHeld: 0, noShowRatePercent: null, medianResponseMinutes: null },
    policy: { ...DEFAULT_POLICY },
    types: [
      {
        id: 11,
        title: 'Career chat',
        description: 'Your next step, your CV, your questions.',
        durationMinutes: 45,
        priceCents: 5000,
        requiresApproval: false,
      },
      {
        id: 12,
        title: 'Intro call',
        description: '',
        durationMinutes: 15,
        priceCents: 0,
        requiresApproval: true,
      },
    ],
    ...overrides,
  }
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  const startsAt = overrides.startsAt ?? '2026-12-01T09:00:00.000Z'
  const minutes = overrides.sessionType?.durationMinutes ?? 45
  return {
    id: 77,
    status: 'confirmed',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    sessionType: { id: 11, title: 'Career chat', durationMinutes: minutes },
    priceCents: 5000,
    mentor: MENTOR,
    student: {
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      name: 'Sam Student',
      timeZone: 'Europe/Berlin',
    },
    holdExpiresAt: null,
    paymentDueAt: null,
    orderId: '3f1c9b7e-2a4d-4c1e-9f0a-1b2c3d4e5f60',
    meetingUrl: 'https://meet.learnlane.test/ll-4f9c2e7a1b3d5f60a8c9e1d2b3f4a5c6',
    rescheduleCount: 0,
    policy: { ...DEFAULT_POLICY },
    answerMessage: null,
    outcome: null,
    outcomeBy: null,
    outcomeNote: null,
    disputeNote: null,
    resolution: null,
    resolutionNote: null,
    review: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

/** A mentor's session reviews: 4.5 from two students, the latest first. */
export function makeSessionReviews(overrides: Partial<SessionReviews> = {}): SessionReviews {
  return {
    average: 4.5,
    count: 2,
    latest: [
      {
        studentName: 'Ada',
        rating: 5,
        comment: 'Clear answers to every question.',
        createdAt: '2026-11-24T18:00:00.000Z',
      },
      { studentName: 'Sam', rating: 4, comment: '', createdAt: '2026-11-20T10:00:00.000Z' },
    ],
    ...overrides,
  }
}
