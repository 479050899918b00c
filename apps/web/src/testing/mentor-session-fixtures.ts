import {
  DEFAULT_POLICY,
  type Availability,
  type Booking,
  type MentorSessions,
} from '@app/domain/sessions'

import { makeBooking, MENTOR } from './session-fixtures'

/** Test builders for a mentor's sessions, shaped like GET /api/instructor/sessions answers. */

export const MENTOR_ZONE = MENTOR.timeZone

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
  nextId += 1
  return makeBooking({ id: nextId, startsAt: '2026-12-01T15:00:00.000Z', ...overrides })
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
