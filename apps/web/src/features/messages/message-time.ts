import { formatShortMonth } from '../../lib/format'

const clock = (date: Date) => {
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate()

/**
 * When a message was written, in the reader's own time zone: the time today ("2:05 PM"), else
 * the day too ("Dec 1, 2:05 PM"), and the year when it is not this one ("Dec 1, 2025, 2:05 PM").
 */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  if (sameDay(date, now)) return clock(date)
  const day = `${formatShortMonth(date)} ${date.getDate()}`
  const year = date.getFullYear() === now.getFullYear() ? '' : `, ${date.getFullYear()}`
  return `${day}${year}, ${clock(date)}`
}
