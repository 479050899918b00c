import type { LearnCourse } from '@app/domain/learning'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Award, Check, ChevronLeft, ChevronRight, CircleHelp, Info } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/layout/page-header'
import { Button, buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { metaDescription, usePageMeta } from '../../../lib/page-meta'
import { learningQueries, useCompleteLesson } from '../api/learning'
import { LessonBody } from './lesson-body'
import { lessonHref } from './lesson-href'
import { LessonList } from './lesson-list'
import { LockedLesson } from './locked-lesson'
import './learning.css'

interface LearningPlayerProps {
  courseId: number
  /** The lesson asked for; the resume lesson when missing or not in the course. */
  lessonId: number | null
}

type FlatLesson = LearnCourse['sections'][number]['lessons'][number] & { sectionTitle: string }

/**
 * The lesson player: the lesson (video with captions, reading or quiz), previous / next,
 * Mark as complete, and the lesson list with completion marks. An enrolled student resumes
 * where they left off; a visitor opens Preview lessons and is asked to buy the course for the rest.
 */
export function LearningPlayer({ courseId, lessonId }: LearningPlayerProps) {
  const { data: course } = useSuspenseQuery(learningQueries.course(courseId))
  // The resume lesson as the player opened: marking it complete moves the server's resume point,
  // and the lesson on screen must not change under the student for it.
  const [openedAt] = useState(course.resumeLessonId)
  const flat: FlatLesson[] = course.sections.flatMap((s) =>
    s.lessons.map((l) => ({ ...l, sectionTitle: s.title })),
  )
  const asked = flat.findIndex((l) => l.id === lessonId)
  const index =
    asked >= 0
      ? asked
      : Math.max(
          0,
          flat.findIndex((l) => l.id === openedAt),
        )
  const current = flat[index]
  // The player is kept out of search engines: the course page is the one to find.
  usePageMeta({
    title: current ? `${current.title} · ${course.title}` : course.title,
    description: metaDescription(
      `Lessons of ${course.title} on Learnlane`,
      current ? `${current.sectionTitle}: ${current.title}` : null,
      'Preview lessons are open to everyone; enrolled students open every lesson and keep their progress.',
    ),
    canonicalPath: paths.learnCourse(course.courseId),
    noindex: true,
  })
  const previous = flat[index - 1]
  const next = flat[index + 1]
  const lesson = useQuery({
    ...learningQueries.lesson(current?.id ?? 0),
    enabled: current !== undefined && !current.isLocked,
  })
  const isEnrolled = course.access === 'enrolled'

  return (
    <>
      <PageHeader
        title={current ? current.title : course.title}
        crumbs={[{ label: course.title, to: paths.course(course.courseId) }, { label: 'Lessons' }]}
      >
        {current ? (
          <p className="learn-head__meta">
            {current.sectionTitle} · Lesson {index + 1} of {flat.length}
          </p>
        ) : null}
      </PageHeader>
      <div className="container learn-layout">
        <div className="learn-layout__main">
          {course.access === 'preview' && current && !current.isLocked ? (
            <p className="learn-note">
              <Info aria-hidden="true" size={18} />
              <span>
                This is a free preview of {course.title}.{' '}
                <Link to={paths.course(course.courseId)}>Buy the course</Link> to open every lesson
                and keep your progress.
              </span>
            </p>
          ) : null}
          {course.certificateId ? (
            <p className="learn-note learn-note--success" role="status">
              <Award aria-hidden="true" size={18} />
              <span>
                You completed this course.{' '}
                <Link to={paths.certificate(course.certificateId)}>View your certificate</Link>
              </span>
            </p>
          ) : null}
          {!current ? (
            <div className="learn-panel learn-panel--center">
              <h2>This course has no lessons yet</h2>
              <p>The instructor is still building the curriculum.</p>
            </div>
          ) : current.isLocked ? (
            <LockedLesson course={course} />
          ) : lesson.isError ? (
            lesson.error instanceof ApiError && lesson.error.status === 403 ? (
              <LockedLesson course={course} message={lesson.error.message} />
            ) : (
              <div className="learn-panel learn-panel--center" role="alert">
                <h2>This lesson could not be loaded</h2>
                <p>{errorMessage(lesson.error)}</p>
                <Button variant="secondary" onClick={() => void lesson.refetch()}>
                  Try again
                </Button>
              </div>
            )
          ) : lesson.data ? (
            <LessonBody lesson={lesson.data} />
          ) : (
            <div className="learn-panel learn-panel--loading" role="status">
              <span className="visually-hidden">Loading the lesson…</span>
            </div>
          )}
          <div className="learn-actions">
            {previous ? (
              <Link
                className={buttonClassName({ variant: 'secondary' })}
                to={lessonHref(course.courseId, previous.id)}
              >
                <ChevronLeft aria-hidden="true" size={18} /> Previous
              </Link>
            ) : (
              <span className="learn-actions__spacer" />
            )}
            {isEnrolled && current ? (
              <CompleteButton
                key={current.id}
                courseId={course.courseId}
                lessonId={current.id}
                isCompleted={current.isCompleted}
                // A quiz lesson is completed by passing its quiz (one whose course has no quiz
                // yet, or whose quiz was passed before it was, is marked by hand); until the
                // lesson has loaded, assume it waits for its quiz.
                isByQuiz={
                  current.type === 'quiz' &&
                  lesson.data?.quizId !== null &&
                  lesson.data?.quiz?.isPassed !== true
                }
              />
            ) : null}
            {next ? (
              <Link className={buttonClassName()} to={lessonHref(course.courseId, next.id)}>
                Next <ChevronRight aria-hidden="true" size={18} />
              </Link>
            ) : (
              <span className="learn-actions__spacer" />
            )}
          </div>
        </div>
        <LessonList course={course} currentId={current?.id ?? null} />
      </div>
    </>
  )
}

interface CompleteButtonProps {
  courseId: number
  lessonId: number
  isCompleted: boolean
  /** A quiz lesson: passing the quiz completes it, there is no button. */
  isByQuiz: boolean
}

/**
 * Mark as complete, or the lesson's Completed state; its error shows beside it. A quiz lesson
 * says instead that passing its quiz completes it.
 */
function CompleteButton({ courseId, lessonId, isCompleted, isByQuiz }: CompleteButtonProps) {
  const complete = useCompleteLesson(courseId)
  if (isCompleted) {
    return (
      <p className="learn-actions__done" role="status">
        <Check aria-hidden="true" size={18} /> Completed
      </p>
    )
  }
  if (isByQuiz) {
    return (
      <p className="learn-actions__by-quiz">
        <CircleHelp aria-hidden="true" size={18} /> Pass the quiz to complete this lesson
      </p>
    )
  }
  return (
    <div className="learn-actions__complete">
      <Button
        variant="secondary"
        icon={<Check aria-hidden="true" size={18} />}
        isBusy={complete.isPending}
        busyLabel="Saving…"
        onClick={() => complete.mutate(lessonId)}
      >
        Mark as complete
      </Button>
      {complete.isError ? (
        <p className="learn-actions__error" role="alert">
          {errorMessage(complete.error)}
        </p>
      ) : null}
    </div>
  )
}
