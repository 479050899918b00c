import {
  LESSON_VIDEO_CONTENT_TYPES,
  LESSON_VIDEO_MAX_BYTES,
  type LessonVideo,
} from '@app/domain/authoring'
import { Film, Trash2, Upload } from 'lucide-react'
import { createContext, useContext, useId, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { useLessonVideo } from '../api/authoring'

/** The course being edited (null for a new one) and the videos its lessons have now. */
export interface LessonVideosValue {
  courseId: number | null
  videos: LessonVideo[]
}
export const LessonVideosContext = createContext<LessonVideosValue>({
  courseId: null,
  videos: [],
})

const MAX_MB = Math.round(LESSON_VIDEO_MAX_BYTES / (1024 * 1024))

/** The file's problem for a lesson video, or null when it may be sent (the server checks too). */
export function videoFileProblem(file: File): string | null {
  if (file.type && !(LESSON_VIDEO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'The video must be a WebM or MP4 file'
  }
  if (file.size > LESSON_VIDEO_MAX_BYTES) return `The video is larger than ${MAX_MB} MB`
  return null
}

const SOURCE_LABELS: Record<LessonVideo['source'], string> = {
  upload: 'Uploaded video',
  sample: 'Sample video',
  none: 'No video yet',
}

interface UploaderProps {
  courseId: number
  lessonId: number
  video: LessonVideo | undefined
}

function LessonVideoUploader({ courseId, lessonId, video }: UploaderProps) {
  const id = useId()
  const mutation = useLessonVideo(courseId, lessonId)
  const [problem, setProblem] = useState<string | null>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const current = mutation.data ?? video ?? { lessonId, source: 'none' as const, url: null }
  const message = problem ?? (mutation.isError ? errorMessage(mutation.error) : null)
  const isBusy = mutation.isPending
  const send = (file: File | null) => {
    setProblem(null)
    setFileName(file?.name ?? null)
    mutation.mutate(file)
  }
  return (
    <div className="authoring-lesson-video" aria-busy={isBusy}>
      <p className="field__label" id={`${id}-label`}>
        <Film aria-hidden="true" size={16} /> Lesson video
      </p>
      <p className="authoring-lesson-video__state" id={`${id}-state`}>
        {isBusy
          ? fileName
            ? `Uploading ${fileName}…`
            : 'Removing the video…'
          : SOURCE_LABELS[current.source]}
        {!isBusy && current.url ? (
          <>
            {' '}
            <a href={current.url} target="_blank" rel="noreferrer">
              Watch
            </a>
          </>
        ) : null}
      </p>
      <p className="field__help" id={`${id}-hint`}>
        WebM or MP4 up to {MAX_MB} MB. It replaces the video students see in this lesson.
      </p>
      <div className="authoring-cover__actions">
        <label
          className={`btn btn--secondary btn--sm authoring-cover__choose${isBusy ? ' is-disabled' : ''}`}
        >
          <Upload aria-hidden="true" size={16} />
          {isBusy && fileName ? 'Uploading…' : 'Upload video'}
          <input
            type="file"
            className="visually-hidden"
            accept={LESSON_VIDEO_CONTENT_TYPES.join(',')}
            disabled={isBusy}
            aria-describedby={`${id}-state ${id}-hint${message ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null
              event.currentTarget.value = ''
              if (!chosen) return
              const issue = videoFileProblem(chosen)
              if (issue) {
                mutation.reset()
                setProblem(issue)
                return
              }
              send(chosen)
            }}
          />
        </label>
        {current.source === 'upload' ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" size={16} />}
            disabled={isBusy}
            isBusy={isBusy && !fileName}
            busyLabel="Removing…"
            onClick={() => send(null)}
          >
            Remove uploaded video
          </Button>
        ) : null}
      </div>
      {message ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A video lesson's video: upload (WebM or MP4), its state, Remove. Uploads go straight to the
 * server, so they need a saved course and a saved lesson.
 */
export function LessonVideoControl({ lessonId }: { lessonId: number | undefined }) {
  const { courseId, videos } = useContext(LessonVideosContext)
  if (courseId === null) {
    return (
      <p className="field__help authoring-lesson-video__note">
        Videos can be uploaded after Create Course: open the course from My Courses to add them.
      </p>
    )
  }
  if (lessonId === undefined) {
    return (
      <p className="field__help authoring-lesson-video__note">
        Save Changes first, then upload this lesson’s video.
      </p>
    )
  }
  return (
    <LessonVideoUploader
      courseId={courseId}
      lessonId={lessonId}
      video={videos.find((v) => v.lessonId === lessonId)}
    />
  )
}
