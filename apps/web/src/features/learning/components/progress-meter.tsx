import type { Progress } from '@app/domain/learning'

interface ProgressMeterProps {
  progress: Progress
  /** Who the bar is about: "Progress in React Basics". */
  label: string
}

/** A progress bar with its figure: `80% complete · 10 of 12 lessons`. */
export function ProgressMeter({ progress, label }: ProgressMeterProps) {
  const text = `${progress.percent}% complete`
  return (
    <div className="learn-progress">
      <div
        className="learn-progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-label={label}
        aria-valuetext={text}
      >
        <span className="learn-progress__bar" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="learn-progress__text">
        <strong>{text}</strong>
        <span>
          {progress.completedLessons} of {progress.totalLessons} lessons
        </span>
      </p>
    </div>
  )
}
