import type { LessonPlayer } from '@app/domain/learning'
import { CircleHelp, VideoOff } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
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
  const quizHref =
    lesson.quizId === null
      ? paths.studentArea.quizzes
      : `${paths.studentArea.quizzes}?quiz=${lesson.quizId}`
  return (
    <div className="learn-panel learn-panel--center">
      <CircleHelp aria-hidden="true" size={32} />
      <h2>{lesson.title}</h2>
      <p>
        Check what you learned in {lesson.sectionTitle}. The quiz is timed and scored; your result
        is kept on your Quizzes page.
      </p>
      <Link className={buttonClassName()} to={quizHref}>
        {lesson.quizId === null ? 'Go to my quizzes' : 'Start the quiz'}
      </Link>
    </div>
  )
}
