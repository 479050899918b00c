/** The player's URL: `/lesson?course=` picks the course, `&lesson=` the lesson (resume when none). */
export const lessonHref = (courseId: number, lessonId?: number | null) =>
  lessonId == null ? `/lesson?course=${courseId}` : `/lesson?course=${courseId}&lesson=${lessonId}`

/** `m:ss` for a resume point. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
