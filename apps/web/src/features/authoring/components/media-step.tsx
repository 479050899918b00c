import { COVER_CONTENT_TYPES, VIDEO_SOURCES } from '@app/domain/authoring'
import { ImageUp, Trash2 } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { SelectField, TextField } from '../../../components/ui/field'
import type { CourseFormValues } from './course-form-values'

const MAX_COVER_BYTES = 5 * 1024 * 1024

/** The file's problem for a cover, or null when it may be sent. */
export function coverFileProblem(file: File): string | null {
  if (!(COVER_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'The cover must be a PNG, JPG or WebP image'
  }
  if (file.size > MAX_COVER_BYTES) return 'The cover image is larger than 5 MB'
  return null
}

interface CoverPickerProps {
  /** The cover already stored (edit), shown until another is chosen. */
  currentUrl: string | null
  file: File | null
  onFile: (file: File | null) => void
  error?: string | null
}

/** Cover image: PNG, JPG or WebP, previewed here and resized on the server. */
function CoverPicker({ currentUrl, file, onFile, error }: CoverPickerProps) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const shown = preview ?? currentUrl
  const message = problem ?? error ?? null
  return (
    <div className="authoring-cover">
      <div className="authoring-cover__frame">
        {shown ? (
          <img src={shown} alt="Course cover preview" className="authoring-cover__img" />
        ) : (
          <span className="authoring-cover__empty">
            <ImageUp aria-hidden="true" size={28} />
            No cover uploaded: the course gets a generated cover with its title.
          </span>
        )}
      </div>
      <div className="authoring-cover__side">
        <p className="field__label" id={`${id}-label`}>
          Course cover
        </p>
        <p className="field__help" id={`${id}-hint`}>
          PNG, JPG or WebP up to 5 MB, at least 200 px. It is cropped to 16:10 (1280 x 800).
        </p>
        <div className="authoring-cover__actions">
          <label className="btn btn--secondary btn--sm authoring-cover__choose">
            <ImageUp aria-hidden="true" size={16} />
            {shown ? 'Choose another image' : 'Upload a cover'}
            <input
              type="file"
              className="visually-hidden"
              accept={COVER_CONTENT_TYPES.join(',')}
              aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null
                event.currentTarget.value = ''
                if (!chosen) return
                const issue = coverFileProblem(chosen)
                setProblem(issue)
                if (!issue) onFile(chosen)
              }}
            />
          </label>
          {file ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 aria-hidden="true" size={16} />}
              onClick={() => onFile(null)}
            >
              Remove
            </Button>
          ) : null}
        </div>
        {message ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** Media: Select Video Sources, Add Your Video URL (the promo video) and the cover image. */
export function MediaStep(props: CoverPickerProps) {
  const { register, formState } = useFormContext<CourseFormValues>()
  const { errors } = formState
  return (
    <>
      <div className="dash-form__grid">
        <SelectField
          label="Select Video Sources"
          isRequired
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
          hint="The course's introduction video."
          isRequired
          error={errors.videoUrl?.message}
          {...register('videoUrl')}
        />
      </div>
      <CoverPicker {...props} />
    </>
  )
}
