import type { CourseDetail } from '@app/domain/catalog'
import { CircleHelp, FileText, Lock, PlayCircle } from 'lucide-react'
import { Link } from 'react-router'
import { cx } from '../../../components/ui/cx'

export type Lesson = CourseDetail['curriculum'][number]['lessons'][number]

const TYPE_ICON = { video: PlayCircle, document: FileText, quiz: CircleHelp } as const
const TYPE_LABEL = { video: 'Video', document: 'Reading', quiz: 'Quiz' } as const

interface LessonRowProps {
  lesson: Lesson
  href: string
  isCurrent?: boolean
}

/** A curriculum row: type icon, title, Preview badge, duration and a lock on locked lessons. */
export function LessonRow({ lesson, href, isCurrent }: LessonRowProps) {
  const Icon = TYPE_ICON[lesson.type]
  return (
    <Link
      to={href}
      className={cx('lesson-row', isCurrent && 'is-current')}
      aria-current={isCurrent ? 'true' : undefined}
    >
      <Icon aria-hidden="true" size={18} className="lesson-row__icon" />
      <span className="visually-hidden">{TYPE_LABEL[lesson.type]}: </span>
      <span className="lesson-row__title">{lesson.title}</span>
      {lesson.isPreview ? <span className="lesson-row__preview">Preview</span> : null}
      <span className="lesson-row__duration">{lesson.durationMinutes} min</span>
      {lesson.isLocked ? (
        <Lock aria-label="Locked" role="img" size={16} className="lesson-row__lock" />
      ) : (
        <span className="lesson-row__lock" aria-hidden="true" />
      )}
    </Link>
  )
}

/** '3 lectures, 9 min' for a section. */
export function sectionSummary(lessons: readonly Lesson[]): string {
  const minutes = lessons.reduce((sum, l) => sum + l.durationMinutes, 0)
  return `${lessons.length} ${lessons.length === 1 ? 'lecture' : 'lectures'}, ${minutes} min`
}

export const lessonHref = (courseId: number, lessonId?: number) =>
  lessonId === undefined
    ? `/lesson?course=${courseId}`
    : `/lesson?course=${courseId}&lesson=${lessonId}`
