import { Pause, Play, RotateCcw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { cx } from '../ui/cx'
import { CourseCover } from './course-cover'
import './preview-player.css'

const SLIDE_MS = 4000
const TICK_MS = 100

interface PreviewPlayerProps {
  courseId: number
  title: string
  category: string | undefined
  /** What the preview walks through, one card per point. */
  points: readonly string[]
  /** Caption under the play button, e.g. a lesson's duration. */
  caption?: string
  /** Start playing straight away (no autoplay unless asked). */
  isAutoStart?: boolean
  className?: string
  /** The uploaded cover, drawn instead of the generated one. */
  coverUrl?: string | null | undefined
}

/**
 * A 16:9 course preview made on the page: a poster with a play button, then the course's key
 * points one card at a time with a progress bar, pause and replay. Nothing is loaded from elsewhere.
 */
export function PreviewPlayer({
  courseId,
  title,
  category,
  points,
  caption,
  isAutoStart = false,
  className,
  coverUrl,
}: PreviewPlayerProps) {
  const slides = points.length ? points : [title]
  const total = slides.length * SLIDE_MS
  const [isStarted, setIsStarted] = useState(isAutoStart)
  const [isPlaying, setIsPlaying] = useState(isAutoStart)
  const [elapsed, setElapsed] = useState(0)
  const isDone = elapsed >= total

  useEffect(() => {
    if (!isPlaying) return
    const timer = window.setInterval(() => {
      setElapsed((e) => Math.min(total, e + TICK_MS))
    }, TICK_MS)
    return () => window.clearInterval(timer)
  }, [isPlaying, total])

  if (isDone && isPlaying) setIsPlaying(false)

  const index = Math.min(slides.length - 1, Math.floor(elapsed / SLIDE_MS))
  const start = () => {
    if (isDone) setElapsed(0)
    setIsStarted(true)
    setIsPlaying(true)
  }

  if (!isStarted) {
    return (
      <div className={cx('preview-player', className)}>
        <CourseCover
          id={courseId}
          title={title}
          category={category}
          coverUrl={coverUrl}
          isBackdrop
        />
        <div className="preview-player__scrim" />
        <button
          type="button"
          className="preview-player__play"
          onClick={start}
          aria-label={`Play preview: ${title}`}
        >
          <Play aria-hidden="true" size={30} fill="currentColor" />
        </button>
        {caption ? <span className="preview-player__caption">{caption}</span> : null}
      </div>
    )
  }

  return (
    <div className={cx('preview-player preview-player--playing', className)}>
      <CourseCover id={courseId} title={title} category={category} coverUrl={coverUrl} isBackdrop />
      <div className="preview-player__scrim preview-player__scrim--dark" />
      <div className="preview-player__slide" aria-live="polite">
        <p className="preview-player__eyebrow">
          {title} · {index + 1} / {slides.length}
        </p>
        <p key={index} className="preview-player__text">
          {slides[index]}
        </p>
      </div>
      <div className="preview-player__bar">
        <button
          type="button"
          className="preview-player__toggle"
          onClick={isPlaying ? () => setIsPlaying(false) : start}
          aria-label={isDone ? 'Replay preview' : isPlaying ? 'Pause preview' : 'Play preview'}
        >
          {isDone ? (
            <RotateCcw aria-hidden="true" size={18} />
          ) : isPlaying ? (
            <Pause aria-hidden="true" size={18} />
          ) : (
            <Play aria-hidden="true" size={18} />
          )}
        </button>
        <div
          className="preview-player__progress"
          role="progressbar"
          aria-label="Preview progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round((elapsed / total) * 100)}
        >
          <span style={{ transform: `scaleX(${elapsed / total})` }} />
        </div>
        <span className="preview-player__time">
          {formatClock(elapsed)} / {formatClock(total)}
        </span>
      </div>
    </div>
  )
}

function formatClock(ms: number): string {
  const s = Math.floor(ms / 1000)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
