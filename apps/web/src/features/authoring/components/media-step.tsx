import {
  COVER_CONTENT_TYPES,
  LESSON_VIDEO_CONTENT_TYPES,
  VIDEO_SOURCES,
} from '@app/domain/authoring'
import { Film, ImageUp, Trash2 } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { SelectField, TextField } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { uploadFormFile } from '../api/authoring'
import type { CourseFormValues, FormUpload } from './course-form-values'
import { videoFileProblem } from './lesson-video-control'

const MAX_COVER_BYTES = 5 * 1024 * 1024

/** The file's problem for a cover, or null when it may be sent. */
export function coverFileProblem(file: File): string | null {
  if (!(COVER_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'The cover must be a PNG, JPG or WebP image'
  }
  if (file.size > MAX_COVER_BYTES) return 'The cover image is larger than 5 MB'
  return null
}

interface UploadPickerProps {
  kind: 'cover' | 'promo-video'
  label: string
  hint: string
  accept: readonly string[]
  chooseLabel: string
  icon: ReactNode
  problemOf: (file: File) => string | null
  /** What is uploaded now, kept with the form (and its draft). */
  value: FormUpload | null
  onChange: (upload: FormUpload | null) => void
  preview: (url: string) => ReactNode
  empty: ReactNode
}

/**
 * A file sent as soon as it is chosen (so the draft keeps it across a reload), previewed here
 * and used by Create Course or Save Changes.
 */
function UploadPicker(props: UploadPickerProps) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  const { value } = props
  const choose = async (file: File) => {
    const issue = props.problemOf(file)
    setProblem(issue)
    if (issue) return
    setIsUploading(true)
    try {
      const saved = await uploadFormFile(props.kind, file)
      props.onChange({ id: saved.fileId, url: saved.url })
    } catch (err) {
      setProblem(errorMessage(err))
    } finally {
      setIsUploading(false)
    }
  }
  return (
    <div className="authoring-cover">
      <div className="authoring-cover__frame">{value ? props.preview(value.url) : props.empty}</div>
      <div className="authoring-cover__side">
        <p className="field__label" id={`${id}-label`}>
          {props.label}
        </p>
        <p className="field__help" id={`${id}-hint`}>
          {props.hint}
        </p>
        <div className="authoring-cover__actions">
          <label className="btn btn--secondary btn--sm authoring-cover__choose">
            {props.icon}
            {isUploading ? 'Uploading…' : props.chooseLabel}
            <input
              type="file"
              className="visually-hidden"
              accept={props.accept.join(',')}
              disabled={isUploading}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null
                event.currentTarget.value = ''
                if (chosen) void choose(chosen)
              }}
            />
          </label>
          {value ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 aria-hidden="true" size={16} />}
              onClick={() => props.onChange(null)}
            >
              Remove
            </Button>
          ) : null}
        </div>
        {problem ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * Media: the promo video (Select Video Sources and Add Your Video URL, or an uploaded file that
 * plays in the course page) and the cover image.
 */
export function MediaStep() {
  const { register, formState, setValue, control } = useFormContext<CourseFormValues>()
  const { errors } = formState
  const [cover, promoVideo] = useWatch({ control, name: ['cover', 'promoVideo'] })
  const set = (name: 'cover' | 'promoVideo') => (upload: FormUpload | null) =>
    setValue(name, upload, { shouldDirty: true, shouldValidate: name === 'promoVideo' })
  return (
    <>
      <div className="dash-form__grid">
        <SelectField
          label="Select Video Sources"
          isRequired={!promoVideo}
          error={errors.videoSource?.message}
          {...register('videoSource')}
        >
          {VIDEO_SOURCES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
        <TextField
          label="Add Your Video URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={
            promoVideo
              ? 'The uploaded video below is played; this address is kept for later.'
              : "The course's introduction video, opened in a pop-up. Or upload the video below."
          }
          isRequired={!promoVideo}
          error={errors.videoUrl?.message}
          {...register('videoUrl')}
        />
      </div>
      <UploadPicker
        kind="promo-video"
        label="Promo video"
        hint="WebM or MP4 up to 200 MB. It plays in the course page under Preview this course."
        accept={LESSON_VIDEO_CONTENT_TYPES}
        chooseLabel={promoVideo ? 'Choose another video' : 'Upload a video'}
        icon={<Film aria-hidden="true" size={16} />}
        problemOf={videoFileProblem}
        value={promoVideo}
        onChange={set('promoVideo')}
        preview={(url) => (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- promo videos take no captions file yet
          <video
            className="authoring-cover__img"
            src={url}
            controls
            preload="metadata"
            aria-label="Promo video preview"
          />
        )}
        empty={
          <span className="authoring-cover__empty">
            <Film aria-hidden="true" size={28} />
            No video uploaded: Preview this course opens the video URL.
          </span>
        }
      />
      <UploadPicker
        kind="cover"
        label="Course cover"
        hint="PNG, JPG or WebP up to 5 MB, at least 200 px. It is cropped to 16:10 (1280 x 800)."
        accept={COVER_CONTENT_TYPES}
        chooseLabel={cover ? 'Choose another image' : 'Upload a cover'}
        icon={<ImageUp aria-hidden="true" size={16} />}
        problemOf={coverFileProblem}
        value={cover}
        onChange={set('cover')}
        preview={(url) => (
          <img src={url} alt="Course cover preview" className="authoring-cover__img" />
        )}
        empty={
          <span className="authoring-cover__empty">
            <ImageUp aria-hidden="true" size={28} />
            No cover uploaded: the course gets a generated cover with its title.
          </span>
        }
      />
    </>
  )
}
