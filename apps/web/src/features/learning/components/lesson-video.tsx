import type { LessonPlayer } from '@app/domain/learning'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { learningQueries, saveLessonPosition } from '../api/learning'
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
 *
 * An uploaded video's address is signed for the viewer and short-lived (`video.expiresAt`). The
 * player keeps the address it started with; when the video fails to load more (the address
 * expired during a long lesson or a long pause) it asks for the lesson again and goes on with the
 * fresh address from the same place. When the lesson is no longer open to the viewer (a refund),
 * that answer is the lesson's 403 and the page shows it.
 */
export function LessonVideo({ lesson, video, canRecord }: LessonVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const saved = useRef(lesson.positionSeconds)
  const queryClient = useQueryClient()
  const [src, setSrc] = useState(video.url)
  /** Where to go on once a fresh address has loaded, and whether the video was playing. */
  const resume = useRef<{ at: number; playing: boolean } | null>(null)
  /** One renewal at a time, and none again until the fresh address has loaded. */
  const renewing = useRef(false)

  const renew = async (element: HTMLVideoElement) => {
    if (!video.expiresAt || renewing.current) return
    renewing.current = true
    resume.current = { at: element.currentTime, playing: !element.paused }
    try {
      const fresh = await queryClient.fetchQuery({
        ...learningQueries.lesson(lesson.id),
        staleTime: 0,
      })
      if (fresh.video && fresh.video.url !== src) setSrc(fresh.video.url)
      else renewing.current = false
    } catch {
      // The lesson's own query now holds the error (a 403 shows the locked lesson).
      renewing.current = false
    }
  }

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
        src={src}
        aria-label={`Video: ${lesson.title}`}
        onLoadedMetadata={(e) => {
          const el = e.currentTarget
          const after = resume.current
          resume.current = null
          renewing.current = false
          const at = after ? after.at : lesson.positionSeconds
          if (at > 0 && (!Number.isFinite(el.duration) || at < el.duration - 1)) el.currentTime = at
          if (after?.playing) el.play().catch(() => {})
        }}
        onError={(e) => void renew(e.currentTarget)}
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
