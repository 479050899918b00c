import type { LessonPlayer } from '@app/domain/learning'
import { useEffect, useRef } from 'react'
import { saveLessonPosition } from '../api/learning'
import { formatClock } from './lesson-href'

/** Seconds between two saves of the resume point while the video plays. */
const SAVE_EVERY = 5

interface LessonVideoProps {
  lesson: LessonPlayer
  video: NonNullable<LessonPlayer['video']>
  /** An enrolled student: the resume point is saved. */
  canRecord: boolean
}

/**
 * The browser's own video player on the file the server streams (with byte ranges), with a
 * captions track. It starts where the student left off and keeps that point as they watch.
 */
export function LessonVideo({ lesson, video, canRecord }: LessonVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const saved = useRef(lesson.positionSeconds)

  useEffect(() => {
    const element = ref.current
    if (!canRecord || !element) return
    const lessonId = lesson.id
    return () => {
      // Leaving the lesson keeps the place reached.
      const at = Math.floor(element.currentTime)
      if (at > 0 && at !== saved.current) saveLessonPosition(lessonId, at)
    }
  }, [canRecord, lesson.id])

  const save = (at: number) => {
    if (!canRecord) return
    const seconds = Math.floor(at)
    if (seconds === saved.current) return
    saved.current = seconds
    saveLessonPosition(lesson.id, seconds)
  }

  return (
    <figure className="learn-video">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the track is there whenever the lesson has captions */}
      <video
        ref={ref}
        className="learn-video__player"
        controls
        preload="metadata"
        playsInline
        src={video.url}
        aria-label={`Video: ${lesson.title}`}
        onLoadedMetadata={(e) => {
          const el = e.currentTarget
          const at = lesson.positionSeconds
          if (at > 0 && (!Number.isFinite(el.duration) || at < el.duration - 1)) el.currentTime = at
        }}
        onTimeUpdate={(e) => {
          const at = e.currentTarget.currentTime
          if (Math.abs(at - saved.current) >= SAVE_EVERY) save(at)
        }}
        onPause={(e) => save(e.currentTarget.currentTime)}
        onEnded={(e) => save(e.currentTarget.currentTime)}
      >
        {video.captionsUrl ? (
          <track
            kind="captions"
            src={video.captionsUrl}
            srcLang={video.captionsLang}
            label="English"
            default
          />
        ) : null}
        Your browser cannot play this video.
      </video>
      {lesson.positionSeconds > 0 ? (
        <figcaption className="learn-video__resume">
          Resuming where you left off, at {formatClock(lesson.positionSeconds)}.
        </figcaption>
      ) : null}
    </figure>
  )
}
