import { describe, expect, it } from 'vitest'
import {
  dayKeyOf,
  firstNameOf,
  formatSessionSpan,
  formatSessionTime,
  formatZonedDay,
  formatZonedDayTime,
  formatZonedTime,
  formatZoneOffset,
  isKnownTimeZone,
  timeZoneOptions,
  zoneLabel,
} from './display'

// Tuesday 1 December 2026, 14:00 UTC.
const AT = '2026-12-01T14:00:00.000Z'

describe('session times on the wall clock of a zone', () => {
  it('reads one instant on several clocks, with the date it falls on there', () => {
    expect(formatZonedDayTime(AT, 'Europe/Berlin')).toBe('Tue 1 Dec, 15:00')
    expect(formatZonedDayTime(AT, 'Pacific/Kiritimati')).toBe('Wed 2 Dec, 04:00')
    expect(formatZonedDayTime(new Date(AT), 'America/Los_Angeles')).toBe('Tue 1 Dec, 06:00')
    expect(formatZonedDay(AT, 'Asia/Kathmandu')).toBe('Tue 1 Dec')
    expect(formatZonedTime(AT, 'Asia/Kathmandu')).toBe('19:45')
    expect(dayKeyOf(AT, 'Pacific/Kiritimati')).toBe('2026-12-02')
  })

  it('adds the year where a record is read long after (e-mails, disputes)', () => {
    expect(formatSessionTime(AT, 'America/New_York')).toBe('Tue 1 Dec 2026, 09:00')
    expect(formatSessionTime('2026-12-31T23:30:00.000Z', 'Europe/Berlin')).toBe(
      'Fri 1 Jan 2027, 00:30',
    )
  })

  it('writes a span on the clock of a zone, with the date of that zone', () => {
    const startsAt = '2026-11-27T04:00:00.000Z'
    const endsAt = '2026-11-27T04:15:00.000Z'
    expect(formatSessionSpan(startsAt, endsAt, 'America/New_York')).toBe(
      'Thu 26 Nov 2026, 23:00–23:15',
    )
    expect(formatSessionSpan(new Date(startsAt), new Date(endsAt), 'Asia/Kathmandu')).toBe(
      'Fri 27 Nov 2026, 09:45–10:00',
    )
  })

  it('follows the clock changes: the same wall time is another instant in summer', () => {
    expect(formatZonedTime('2026-07-01T14:00:00.000Z', 'Europe/Berlin')).toBe('16:00')
    // 27 March 2027 is the last day of winter time in Berlin, the 28th the first of summer time.
    expect(formatZonedTime('2027-03-28T00:30:00.000Z', 'Europe/Berlin')).toBe('01:30')
    expect(formatZonedTime('2027-03-28T01:30:00.000Z', 'Europe/Berlin')).toBe('03:30')
  })

  it('names a zone with its offset on the day, half and three-quarter hours included', () => {
    expect(zoneLabel('Europe/Berlin', AT)).toBe('Europe/Berlin (UTC+1)')
    expect(zoneLabel('Europe/Berlin', '2026-07-01T12:00:00.000Z')).toBe('Europe/Berlin (UTC+2)')
    expect(zoneLabel('America/New_York', AT)).toBe('America/New_York (UTC-5)')
    expect(zoneLabel('Asia/Kathmandu', AT)).toBe('Asia/Kathmandu (UTC+5:45)')
    expect(zoneLabel('UTC', AT)).toBe('UTC')
    expect(formatZoneOffset(AT, 'Asia/Kolkata')).toBe('UTC+5:30')
  })

  it('knows real zone names only, and always offers UTC and the current zone', () => {
    expect(isKnownTimeZone('America/Sao_Paulo')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    const options = timeZoneOptions('Asia/Calcutta')
    expect(options).toContain('UTC')
    expect(options).toContain('Asia/Calcutta')
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b)))
  })

  it('addresses people by their first name, whatever the spacing', () => {
    expect(firstNameOf('  Jane   Doe ')).toBe('Jane')
    expect(firstNameOf('Cher')).toBe('Cher')
  })
})
