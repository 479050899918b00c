import {
  DEFAULT_POLICY,
  type Availability,
  type Booking,
  type MentorSessions,
} from '@app/domain/sessions'

/** Test builders for a mentor's sessions, shaped like GET /api/instructor/sessions answers. */

export const MENTOR_ZONE = 'America/New_York'

export function makeAvailability(overrides: Partial<Availability> = {}): Availability {
  return {
    timeZone: MENTOR_ZONE,
    weekly: [[], [], [], [], [], [], []],
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minNoticeMinutes: 12 * 60,
    maxDaysAhead: 60,
    maxPerDay: 6,
    ...overrides,
  }
}

let nextId = 100

/** A booking of the mentor's "Career chat" by Sam Student (Berlin); 45 minutes, $50.00. */
export function makeMentorBooking(overrides: Partial<Booking> = {}): Booking {
  const startsAt = overrides.startsAt ?? '2026-12-01T15:00:00.000Z'
  const minutes = overrides.sessionType?.durationMinutes ?? 45
  nextId += 1
  return {
    id: nextId,
    status: 'confirmed',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    sessionType: { id: 11, title: 'Career chat', durationMinutes: minutes },
    priceCents: 5000,
    mentor: {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Jane Doe',
      timeZone: MENTOR_ZONE,
      instructorId: 3,
    },
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

export function makeMentorSessions(overrides: Partial<MentorSessions> = {}): MentorSessions {
  return {
    instructorId: 7,
    availability: makeAvailability(),
    policy: { ...DEFAULT_POLICY },
    types: [
      {
        id: 11,
        title: 'Career chat',
        description: 'Your next step, your CV, your questions.',
        durationMinutes: 45,
        priceCents: 5000,
        requiresApproval: false,
        active: true,
      },
      {
        id: 12,
        title: 'Intro call',
        description: '',
        durationMinutes: 15,
        priceCents: 0,
        requiresApproval: true,
        active: true,
      },
    ],
    bookings: [],
    ...overrides,
  }
}
