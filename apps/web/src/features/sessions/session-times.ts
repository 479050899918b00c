import {
  dayKeyOf,
  firstNameOf,
  formatZonedDayTime,
  formatZonedTime,
} from '@app/domain/sessions/display'

/**
 * A session's start for one side, with the other side's clock:
 * "Tue 3 Dec, 10:00 (your time, Europe/Berlin) · 04:00 for Jane (America/New_York)". The
 * mentor's date is added when it is another day there.
 */
export function startInBothZones(
  startsAt: string,
  yourZone: string,
  mentor: { name: string; timeZone: string },
): string {
  const at = new Date(startsAt)
  const who = firstNameOf(mentor.name)
  if (mentor.timeZone === yourZone)
    return `${formatZonedDayTime(at, yourZone)} (your time and ${who}’s, ${yourZone})`
  const theirs =
    dayKeyOf(at, yourZone) === dayKeyOf(at, mentor.timeZone)
      ? formatZonedTime(at, mentor.timeZone)
      : formatZonedDayTime(at, mentor.timeZone)
  return `${formatZonedDayTime(at, yourZone)} (your time, ${yourZone}) · ${theirs} for ${who} (${mentor.timeZone})`
}
