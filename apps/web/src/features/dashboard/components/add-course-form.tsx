import { CATEGORY_OPTIONS, LANGUAGE_OPTIONS, LEVEL_OPTIONS } from '@app/domain/catalog/options'
import { ArrowLeft, ArrowRight, FileText, Film, Info, ListTree } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { SelectField, TextareaField, TextField } from '../../../components/ui/field'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { useNotSavedNote } from './not-saved-note'

/** The four steps, in the spec's order; Basic Info opens first. */
const STEPS = ['Basic Info', 'Media', 'Curriculum', 'Additional information'] as const
type Step = (typeof STEPS)[number]

const VIDEO_SOURCES = ['YouTube', 'Vimeo', 'Youku', 'Custom URL'] as const

/** Create-a-course form in four tabs with Previous / Next between them. */
export function AddCourseForm() {
  const [step, setStep] = useState<Step>('Basic Info')
  const { onSubmit, note } = useNotSavedNote()
  // Fields of hidden tabs cannot show the browser's message: open the tab of the first one missing.
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    const invalid = event.currentTarget.querySelector<HTMLInputElement>(':invalid:not(fieldset)')
    const owner = invalid?.closest<HTMLElement>('[data-step]')?.dataset.step as Step | undefined
    if (invalid && owner) {
      event.preventDefault()
      setStep(owner)
      requestAnimationFrame(() => invalid.reportValidity())
      return
    }
    onSubmit(event)
  }
  const index = STEPS.indexOf(step)
  const go = (delta: number) => setStep(STEPS[index + delta] ?? step)

  const stepButtons = (
    <div className="dash-form__actions dash-form__actions--split">
      {index > 0 ? (
        <Button
          variant="secondary"
          icon={<ArrowLeft aria-hidden="true" size={18} />}
          onClick={() => go(-1)}
        >
          Previous
        </Button>
      ) : (
        <span />
      )}
      {index < STEPS.length - 1 ? (
        <Button onClick={() => go(1)}>
          Next
          <ArrowRight aria-hidden="true" size={18} />
        </Button>
      ) : (
        <Button type="submit">Create Course</Button>
      )}
    </div>
  )

  return (
    <form className="dash-card dash-form" noValidate onSubmit={onCreate}>
      <Tabs
        defaultValue="Basic Info"
        value={step}
        onValueChange={(value) => setStep(value as Step)}
      >
        <TabList label="Course details">
          <Tab value="Basic Info" icon={<Info size={18} />}>
            Basic Info
          </Tab>
          <Tab value="Media" icon={<Film size={18} />}>
            Media
          </Tab>
          <Tab value="Curriculum" icon={<ListTree size={18} />}>
            Curriculum
          </Tab>
          <Tab value="Additional information" icon={<FileText size={18} />}>
            Additional information
          </Tab>
        </TabList>
        <TabPanel value="Basic Info">
          <div data-step="Basic Info">
            <TextField label="Course Title" name="title" isRequired required maxLength={120} />
            <div className="dash-form__grid">
              <SelectField
                label="Courses category"
                name="category"
                isRequired
                required
                defaultValue=""
              >
                <option value="" disabled>
                  Select a category
                </option>
                {CATEGORY_OPTIONS.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </SelectField>
              <SelectField label="Courses level" name="level" isRequired required defaultValue="">
                <option value="" disabled>
                  Select a level
                </option>
                {LEVEL_OPTIONS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </SelectField>
            </div>
            <TextareaField
              label="Course Description"
              name="description"
              rows={6}
              isRequired
              required
            />
          </div>
          {stepButtons}
        </TabPanel>
        <TabPanel value="Media">
          <div data-step="Media">
            <div className="dash-form__grid">
              <SelectField
                label="Select Video Sources"
                name="videoSource"
                isRequired
                required
                defaultValue="YouTube"
              >
                {VIDEO_SOURCES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </SelectField>
              <TextField
                label="Add Your Video URL"
                name="videoUrl"
                type="url"
                inputMode="url"
                placeholder="https://"
                isRequired
                required
              />
            </div>
          </div>
          {stepButtons}
        </TabPanel>
        <TabPanel value="Curriculum">
          <div data-step="Curriculum">
            <EmptyState
              as="h3"
              isCompact
              icon={<ListTree />}
              title="No sections yet"
              description="A new course starts with an empty curriculum. Sections with videos, articles and quizzes are added once the course is created."
            />
          </div>
          {stepButtons}
        </TabPanel>
        <TabPanel value="Additional information">
          <div data-step="Additional information">
            <div className="dash-form__grid">
              <TextField
                label="Tags"
                name="tags"
                placeholder="e.g. react, frontend"
                isRequired
                required
              />
              <SelectField
                label="Language"
                name="language"
                isRequired
                required
                defaultValue="English"
              >
                {LANGUAGE_OPTIONS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </SelectField>
            </div>
            <TextField
              label="Course Tags"
              name="courseTags"
              placeholder="Best Seller, Featured"
              hint="Separate tags with commas."
              isRequired
              required
            />
          </div>
          {stepButtons}
        </TabPanel>
      </Tabs>
      {note}
    </form>
  )
}
