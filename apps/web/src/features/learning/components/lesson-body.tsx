import type { LessonPlayer } from '@app/domain/learning'
import { CheckCircle2, CircleHelp, VideoOff } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { paths } from '../../../config/paths'
import { LessonVideo } from './lesson-video'

/** What a lesson holds: the video with captions, the reading, or the way to its quiz. */
export function LessonBody({ lesson }: { lesson: LessonPlayer }) {
  const canRecord = lesson.access === 'enrolled'
  if (lesson.type === 'video') {
    return lesson.video ? (
      <LessonVideo key={lesson.id} lesson={lesson} video={lesson.video} canRecord={canRecord} />
    ) : (
      <div className="learn-panel learn-panel--center">
        <VideoOff aria-hidden="true" size={32} />
        <h2>The video is on its way</h2>
        <p>The instructor has not uploaded this lesson&apos;s video yet.</p>
      </div>
    )
  }
  if (lesson.type === 'document') {
    const paragraphs = (lesson.documentText ?? '').split(/\n{2,}/).filter(Boolean)
    return (
      <article className="learn-panel learn-reading" aria-labelledby="learn-reading-title">
        <h2 id="learn-reading-title">{lesson.title}</h2>
        {paragraphs.length > 0 ? (
          paragraphs.map((p, i) => <p key={i}>{p}</p>)
        ) : (
          <p>The instructor has not written this reading yet.</p>
        )}
      </article>
    )
  }
  return <QuizLessonPanel lesson={lesson} />
}

/** A quiz lesson: the way to its quiz, and where the enrolled student stands in it. */
function QuizLessonPanel({ lesson }: { lesson: LessonPlayer }) {
  const quiz = lesson.quiz
  const quizHref =
    lesson.quizId === null
      ? paths.studentArea.quizzes
      : `${paths.studentArea.quizzes}?quiz=${lesson.quizId}`
  const attempts = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`
  const standing = !quiz
    ? null
    : quiz.isPassed
      ? `Passed with ${quiz.bestScore ?? 0}/100.${lesson.isCompleted ? ' This lesson is complete.' : ''}`
      : quiz.attemptsLeft > 0
        ? `${quiz.attemptsUsed === 0 ? 'Not taken yet' : `Not passed yet (best ${quiz.bestScore ?? 0}/100)`}. You need ${quiz.passPercent}/100 to pass and have ${attempts(quiz.attemptsLeft)} left of ${quiz.maxAttempts}. Passing completes this lesson.`
        : `Not passed: you have used all ${attempts(quiz.maxAttempts)}. Ask your instructor if you need another try.`
  const label =
    lesson.quizId === null
      ? 'Go to my quizzes'
      : quiz && (quiz.isPassed || quiz.attemptsLeft === 0)
        ? 'See the quiz'
        : quiz && quiz.attemptsUsed > 0
          ? 'Retake the quiz'
          : 'Start the quiz'
  return (
    <div className="learn-panel learn-panel--center">
      {quiz?.isPassed ? (
        <CheckCircle2 className="learn-quiz__passed" aria-hidden="true" size={32} />
      ) : (
        <CircleHelp aria-hidden="true" size={32} />
      )}
      <h2>{lesson.title}</h2>
      <p>
        Check what you learned in {lesson.sectionTitle}. The quiz is timed and scored; your result
        is kept on your Quizzes page.
      </p>
      {standing ? (
        <p className={cx('learn-quiz__standing', quiz?.isPassed && 'is-passed')} role="status">
          {standing}
        </p>
      ) : null}
      <Link
        className={buttonClassName({
          variant: quiz && (quiz.isPassed || quiz.attemptsLeft === 0) ? 'secondary' : 'primary',
        })}
        to={quizHref}
      >
        {label}
      </Link>
    </div>
  )
}
