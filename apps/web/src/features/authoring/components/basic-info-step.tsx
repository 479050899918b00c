import { CATEGORY_OPTIONS, LEVEL_OPTIONS } from '@app/domain/catalog/options'
import { useFormContext } from 'react-hook-form'
import { SelectField, TextareaField, TextField } from '../../../components/ui/field'
import type { CourseFormValues } from './course-form-values'

/** Basic Info: Course Title, Courses category, Courses level, Course Description. */
export function BasicInfoStep() {
  const { register, formState } = useFormContext<CourseFormValues>()
  const { errors } = formState
  return (
    <>
      <TextField
        label="Course Title"
        placeholder="e.g. React and TypeScript from scratch"
        isRequired
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="dash-form__grid">
        <SelectField
          label="Courses category"
          isRequired
          error={errors.category?.message}
          {...register('category')}
        >
          <option value="">Select a category</option>
          {CATEGORY_OPTIONS.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
        <SelectField
          label="Courses level"
          isRequired
          error={errors.level?.message}
          {...register('level')}
        >
          <option value="">Select a level</option>
          {LEVEL_OPTIONS.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label="Course Description"
        rows={7}
        isRequired
        hint="What students will learn and who the course is for (at least 30 characters)."
        error={errors.description?.message}
        {...register('description')}
      />
    </>
  )
}
