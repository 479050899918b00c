import type { LearnCourse } from '@app/domain/learning'
import { Award, CircleCheck, CircleHelp, FileText, Lock, PlayCircle } from 'lucide-react'
import { Link } from 'react-router'
import { cx } from '../../../components/ui/cx'
import { paths } from '../../../config/paths'
import { lessonHref } from './lesson-href'
import { ProgressMeter } from './progress-meter'

const TYPE_ICON = { video: PlayCircle, document: FileText, quiz: CircleHelp } as const
const TYPE_LABEL = { video: 'Video', document: 'Reading', quiz: 'Quiz' } as const

interface LessonListProps {
  course: LearnCourse
  currentId: number | null
}

/** The course's lessons beside the player: completion marks, Preview badges and locks. */
export function LessonList({ course, currentId }: LessonListProps) {
  const isEnrolled = course.access === 'enrolled'
  return (
    <aside className="learn-aside" aria-labelledby="learn-list-title">
      <h2 id="learn-list-title" className="learn-aside__title">
        Course content
      </h2>
      {isEnrolled ? (
        <ProgressMeter progress={course.progress} label={`Progress in ${course.title}`} />
      ) : null}
      {course.certificateId ? (
        <Link className="learn-aside__certificate" to={paths.certificate(course.certificateId)}>
          <Award aria-hidden="true" size={18} />
          View your certificate
        </Link>
      ) : null}
      {course.sections.map((section) => {
        const done = section.lessons.filter((l) => l.isCompleted).length
        return (
          <section key={section.id} className="learn-section" aria-label={section.title}>
            <h3 className="learn-section__title">
              {section.title}
              <span>
                {isEnrolled
                  ? `${done}/${section.lessons.length} done`
                  : `${section.lessons.length} lessons`}
              </span>
            </h3>
            <ul className="learn-section__lessons">
              {section.lessons.map((lesson) => {
                const Icon = lesson.isCompleted ? CircleCheck : TYPE_ICON[lesson.type]
                const isCurrent = lesson.id === currentId
                return (
                  <li key={lesson.id}>
                    <Link
                      to={lessonHref(course.courseId, lesson.id)}
                      className={cx(
                        'learn-row',
                        isCurrent && 'is-current',
                        lesson.isCompleted && 'is-done',
                      )}
                      aria-current={isCurrent ? 'page' : undefined}
                    >
                      <Icon aria-hidden="true" size={18} className="learn-row__icon" />
                      <span className="visually-hidden">
                        {lesson.isCompleted ? 'Completed ' : ''}
                        {TYPE_LABEL[lesson.type]}:{' '}
                      </span>
                      <span className="learn-row__title">{lesson.title}</span>
                      {lesson.isPreview && !isEnrolled ? (
                        <span className="learn-row__preview">Preview</span>
                      ) : null}
                      <span className="learn-row__duration">{lesson.durationMinutes} min</span>
                      {lesson.isLocked ? (
                        <Lock
                          aria-label="Locked"
                          role="img"
                          size={16}
                          className="learn-row__lock"
                        />
                      ) : null}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </aside>
  )
}
