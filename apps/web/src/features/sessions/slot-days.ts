import {
  dayKeyOf,
  formatZonedDay,
  formatZonedTime,
  formatZoneOffset,
} from '@app/domain/sessions/display'

export interface SlotChoice {
  /** The instant, as the server sent it (ISO, UTC). */
  startsAt: string
  /** "10:00" in the chosen zone; "01:30 UTC+2" when a clock change shows a time twice that day. */
  label: string
}

export interface SlotDay {
  /** "2026-12-03", the date in the chosen zone. */
  key: string
  /** "Tue 3 Dec". */
  label: string
  slots: SlotChoice[]
}

/**
 * Free slots grouped by the date they fall on in `zone`, in order, each with its wall-clock time
 * there. When the clocks go back and one time of day comes twice, both carry their offset.
 */
export function slotDays(slots: readonly string[], zone: string): SlotDay[] {
  const days = new Map<string, SlotDay>()
  for (const startsAt of [...slots].sort((a, b) => Date.parse(a) - Date.parse(b))) {
    const instant = new Date(startsAt)
    if (Number.isNaN(instant.getTime())) continue
    const key = dayKeyOf(instant, zone)
    let day = days.get(key)
    if (!day) days.set(key, (day = { key, label: formatZonedDay(instant, zone), slots: [] }))
    day.slots.push({ startsAt, label: formatZonedTime(instant, zone) })
  }
  for (const day of days.values()) {
    const seen = new Map<string, number>()
    for (const slot of day.slots) seen.set(slot.label, (seen.get(slot.label) ?? 0) + 1)
    for (const slot of day.slots) {
      if ((seen.get(slot.label) ?? 0) > 1)
        slot.label = `${slot.label} ${formatZoneOffset(new Date(slot.startsAt), zone)}`
    }
  }
  return [...days.values()].sort((a, b) => a.key.localeCompare(b.key))
}
