import { LESSON_TYPES, type LessonType } from '@app/domain/authoring'
import { CircleHelp, FileText, NotebookPen, PlayCircle, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { SelectField, TextareaField, TextField } from '../../../components/ui/field'
import type { CourseFormValues } from './course-form-values'
import { ItemTools } from './item-tools'
import { LessonVideoControl } from './lesson-video-control'

/** The spec's play, document and question icons. */
export const LESSON_ICONS: Record<LessonType, LucideIcon> = {
  video: PlayCircle,
  document: FileText,
  quiz: CircleHelp,
}
const TYPE_LABELS: Record<LessonType, string> = {
  video: 'Video',
  document: 'Article',
  quiz: 'Quiz',
}

interface LessonRowProps {
  section: number
  index: number
  count: number
  isNew: boolean
  onMove: (to: number) => void
  onRemove: () => void
}

/** One lesson: its icon, title and length, and the fields to edit it. */
export function LessonRow({ section, index, count, isNew, onMove, onRemove }: LessonRowProps) {
  const { register, control, formState } = useFormContext<CourseFormValues>()
  const path = `sections.${section}.lessons.${index}` as const
  const lesson = useWatch({ control, name: path })
  const errors = formState.errors.sections?.[section]?.lessons?.[index]
  const hasErrors = !!errors
  const [isEditing, setIsEditing] = useState(isNew)
  const [hasDescription, setHasDescription] = useState(!!lesson.description)
  const Icon = LESSON_ICONS[lesson.type] ?? PlayCircle
  const title = lesson.title.trim() || 'Untitled lesson'
  const isOpen = isEditing || hasErrors
  return (
    <li className="authoring-lesson">
      <div className="authoring-lesson__row">
        <span className={`authoring-lesson__icon authoring-lesson__icon--${lesson.type}`}>
          <Icon aria-hidden="true" size={18} />
          <span className="visually-hidden">{TYPE_LABELS[lesson.type]}</span>
        </span>
        <span className="authoring-lesson__title">{title}</span>
        <span className="authoring-lesson__meta">
          {Number.isFinite(lesson.durationMinutes) ? `${lesson.durationMinutes} min` : '— min'}
          {lesson.isPreview ? <span className="authoring-pill">Preview</span> : null}
        </span>
        <ItemTools
          kind="lesson"
          name={title}
          index={index}
          count={count}
          isOpen={isOpen}
          isExpandable
          onToggle={() => setIsEditing(!isOpen)}
          onMove={onMove}
          onRemove={onRemove}
          className="authoring-lesson__tools"
        />
      </div>
      {isOpen ? (
        <div className="authoring-lesson__fields">
          <TextField
            label="Lesson title"
            isRequired
            error={errors?.title?.message}
            {...register(`${path}.title`)}
          />
          <div className="authoring-lesson__grid">
            <SelectField label="Type" {...register(`${path}.type`)}>
              {LESSON_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Length (minutes)"
              type="number"
              inputMode="numeric"
              min={1}
              isRequired
              error={errors?.durationMinutes?.message}
              {...register(`${path}.durationMinutes`, { valueAsNumber: true })}
            />
            <label className="authoring-check authoring-lesson__preview">
              <input type="checkbox" {...register(`${path}.isPreview`)} />
              <span>Preview (open to everyone)</span>
            </label>
          </div>
          {lesson.type === 'video' ? <LessonVideoControl lessonId={lesson.id} /> : null}
          {hasDescription ? (
            <TextareaField
              label={lesson.type === 'document' ? 'Article text' : 'Description'}
              rows={4}
              error={errors?.description?.message}
              {...register(`${path}.description`)}
            />
          ) : (
            <Button
              variant="secondary"
              size="sm"
              icon={<NotebookPen aria-hidden="true" size={16} />}
              onClick={() => setHasDescription(true)}
            >
              Add Description
            </Button>
          )}
        </div>
      ) : null}
    </li>
  )
}
