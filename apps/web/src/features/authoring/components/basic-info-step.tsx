import { CATEGORY_OPTIONS, LEVEL_OPTIONS } from '@app/domain/catalog/options'
import { useFormContext } from 'react-hook-form'
import { SelectField, TextareaField, TextField } from '../../../components/ui/field'
import type { CourseFormValues } from './course-form-values'

const ONE_A_LINE = 'One point a line.'

/**
 * Basic Info: Course Title, Courses category, Courses level, Course Description, and what the
 * course page shows with them: the subtitle, What you'll learn, Requirements and who it is for.
 */
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
      <TextField
        label="Subtitle"
        placeholder="e.g. Build and ship a typed React app in a weekend"
        hint="The line under the title on the course page."
        error={errors.subtitle?.message}
        {...register('subtitle')}
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
        hint="What the course covers and how it is taught (at least 30 characters)."
        error={errors.description?.message}
        {...register('description')}
      />
      <TextareaField
        label="What you'll learn"
        rows={6}
        hint={`${ONE_A_LINE} Up to 12, shown in two lists on the course page.`}
        error={errors.learnPointsText?.message}
        {...register('learnPointsText')}
      />
      <div className="dash-form__grid">
        <TextareaField
          label="Requirements"
          rows={4}
          hint={`${ONE_A_LINE} Leave empty when there are none.`}
          error={errors.requirementsText?.message}
          {...register('requirementsText')}
        />
        <TextareaField
          label="Who this course is for"
          rows={4}
          hint={`${ONE_A_LINE} The target audience.`}
          error={errors.audienceText?.message}
          {...register('audienceText')}
        />
      </div>
    </>
  )
}
