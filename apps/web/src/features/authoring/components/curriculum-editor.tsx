import type { LessonType, LessonVideo } from '@app/domain/authoring'
import { Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/field'
import { newLesson, newSection, type CourseFormValues } from './course-form-values'
import { ItemTools } from './item-tools'
import { LESSON_ICONS, LessonRow } from './lesson-row'
import { LessonVideosContext, type LessonVideosValue } from './lesson-video-control'

const ADD_BUTTONS: { type: LessonType; label: string }[] = [
  { type: 'video', label: 'Add Lecture' },
  { type: 'document', label: 'Add Article' },
  { type: 'quiz', label: 'Add Quiz' },
]

interface SectionCardProps {
  index: number
  count: number
  isNew: boolean
  onMove: (to: number) => void
  onRemove: () => void
}

/** One section: its title (edit), its lessons in order and the buttons that add lessons. */
function SectionCard({ index, count, isNew, onMove, onRemove }: SectionCardProps) {
  const { control, register, formState } = useFormContext<CourseFormValues>()
  const lessons = useFieldArray({ control, name: `sections.${index}.lessons` })
  const title = useWatch({ control, name: `sections.${index}.title` })
  const errors = formState.errors.sections?.[index]
  const [isEditing, setIsEditing] = useState(isNew)
  const isOpen = isEditing || !!errors?.title
  const name = title.trim() || `Section ${index + 1}`
  const listError = errors?.lessons?.root?.message ?? errors?.lessons?.message
  return (
    <li className="authoring-section">
      <div className="authoring-section__head">
        {isOpen ? (
          <TextField
            label={`Section ${index + 1} title`}
            className="authoring-section__title-field"
            isRequired
            error={errors?.title?.message}
            {...register(`sections.${index}.title`)}
          />
        ) : (
          <h3 className="authoring-section__title">
            <span className="authoring-section__number">{index + 1}</span>
            {name}
          </h3>
        )}
        <ItemTools
          kind="section"
          name={name}
          index={index}
          count={count}
          isOpen={isOpen}
          onToggle={() => setIsEditing(!isOpen)}
          onMove={onMove}
          onRemove={onRemove}
          className="authoring-section__tools"
        />
      </div>
      <ol className="authoring-section__lessons" aria-label={`Lessons of ${name}`}>
        {lessons.fields.map((field, i) => (
          <LessonRow
            key={field.id}
            section={index}
            index={i}
            count={lessons.fields.length}
            isNew={!field.title}
            onMove={(to) => lessons.move(i, to)}
            onRemove={() => lessons.remove(i)}
          />
        ))}
      </ol>
      {listError ? <p className="field__error authoring-section__error">{listError}</p> : null}
      <div className="authoring-section__add">
        {ADD_BUTTONS.map(({ type, label }) => {
          const Icon = LESSON_ICONS[type]
          return (
            <Button
              key={type}
              variant="secondary"
              size="sm"
              icon={<Icon aria-hidden="true" size={16} />}
              onClick={() => lessons.append(newLesson(type))}
            >
              {label}
            </Button>
          )
        })}
      </div>
    </li>
  )
}

/**
 * Curriculum: sections and their lessons, added, edited, removed and put in order. A saved
 * course (`courseId`) also takes each video lesson's video upload.
 */
export function CurriculumEditor({
  courseId = null,
  lessonVideos = [],
}: {
  courseId?: number | null
  lessonVideos?: LessonVideo[]
}) {
  const { control, formState } = useFormContext<CourseFormValues>()
  const sections = useFieldArray({ control, name: 'sections' })
  const error = formState.errors.sections?.root?.message ?? formState.errors.sections?.message
  const videos = useMemo<LessonVideosValue>(
    () => ({ courseId, videos: lessonVideos }),
    [courseId, lessonVideos],
  )
  return (
    <LessonVideosContext.Provider value={videos}>
      <div className="authoring-curriculum">
        <p className="authoring-curriculum__intro">
          Organise the course in sections. Each lesson is a video, an article or a quiz; mark a few
          as Preview so visitors can try the course.
        </p>
        <ol className="authoring-curriculum__sections" aria-label="Sections">
          {sections.fields.map((field, i) => (
            <SectionCard
              key={field.id}
              index={i}
              count={sections.fields.length}
              isNew={!field.title}
              onMove={(to) => sections.move(i, to)}
              onRemove={() => sections.remove(i)}
            />
          ))}
        </ol>
        {error ? <p className="field__error">{error}</p> : null}
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" size={18} />}
          onClick={() => sections.append(newSection(sections.fields.length + 1))}
        >
          Add Section
        </Button>
      </div>
    </LessonVideosContext.Provider>
  )
}
