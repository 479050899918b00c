import {
  COURSE_FORM_STEPS,
  STEP_FIELDS,
  type CourseFormStep,
  type CourseInput,
  type LessonVideo,
} from '@app/domain/authoring'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, FileText, Film, Info, ListTree } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { notify } from '../../../components/ui/toasts'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { authoringQueries, useSaveCourse } from '../api/authoring'
import { useDraftAutosave } from '../hooks/use-draft-autosave'
import { AdditionalInfoStep } from './additional-info-step'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { BasicInfoStep } from './basic-info-step'
import {
  courseFormResolver,
  EMPTY_COURSE_FORM,
  formName,
  fromCourse,
  fromDraft,
  toDraftData,
  type CourseFormValues,
} from './course-form-values'
import { CurriculumEditor } from './curriculum-editor'
import { DraftStatusNote } from './draft-status-note'
import { MediaStep } from './media-step'
import './authoring.css'

const NO_VIDEOS: LessonVideo[] = []

const STEP_ICONS = {
  'Basic Info': Info,
  Media: Film,
  Curriculum: ListTree,
  'Additional information': FileText,
} as const

/** The tab holding the first field with a message. */
function firstStepWithError(errors: FieldErrors<CourseFormValues>): CourseFormStep | null {
  for (const step of COURSE_FORM_STEPS) {
    if (STEP_FIELDS[step].some((field) => errors[formName(field)])) return step
  }
  return null
}

interface CourseFormBodyProps {
  courseId: number | null
  initial: CourseFormValues
  initialStep: CourseFormStep
  isRestored: boolean
  lessonVideos: LessonVideo[]
}

function CourseFormBody({
  courseId,
  initial,
  initialStep,
  isRestored,
  lessonVideos,
}: CourseFormBodyProps) {
  const navigate = useNavigate()
  const form = useForm<CourseFormValues, unknown, CourseInput>({
    resolver: courseFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  })
  const [step, setStep] = useState<CourseFormStep>(initialStep)
  const save = useSaveCourse()
  const autosave = useDraftAutosave(courseId)
  const stepRef = useRef(step)
  const checkedSteps = useRef(new Set<CourseFormStep>())
  const panelTop = useRef<HTMLDivElement>(null)

  // Every change (and every change of tab) is kept as the draft.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          autosave.schedule(toDraftData(values, stepRef.current))
          // After a refused Next, the tab's messages follow the typing (revalidate on change).
          if (checkedSteps.current.has(stepRef.current)) {
            void form.trigger(STEP_FIELDS[stepRef.current].map(formName))
          }
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribe once
    [],
  )

  const goTo = (next: CourseFormStep) => {
    stepRef.current = next
    setStep(next)
    autosave.schedule(toDraftData(form.getValues(), next))
    panelTop.current?.scrollIntoView?.({ block: 'nearest' })
  }
  const index = COURSE_FORM_STEPS.indexOf(step)
  const onNext = async () => {
    const names = STEP_FIELDS[step].map(formName)
    if (await form.trigger(names, { shouldFocus: true })) goTo(COURSE_FORM_STEPS[index + 1]!)
    else checkedSteps.current.add(step)
  }

  const onValid = async (input: CourseInput) => {
    try {
      const saved = await save.mutateAsync({ id: courseId, input })
      autosave.stop()
      notify.success(
        courseId === null
          ? `“${saved.title}” was created. Publish it from My Courses when it is ready.`
          : `Your changes to “${saved.title}” were saved.`,
      )
      void navigate(paths.instructorArea.myCourses)
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  }
  const onInvalid = (errors: FieldErrors<CourseFormValues>) => {
    const first = firstStepWithError(errors)
    if (first && first !== step) goTo(first)
  }

  const isLast = index === COURSE_FORM_STEPS.length - 1
  const serverError = form.formState.errors.root?.server?.message
  return (
    <FormProvider {...form}>
      <form
        className="dash-card dash-form authoring-form"
        noValidate
        aria-label={courseId === null ? 'Create a new course' : 'Edit course'}
        onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}
      >
        <DraftStatusNote status={autosave.status} isRestored={isRestored} />
        <div ref={panelTop} />
        <Tabs
          defaultValue="Basic Info"
          value={step}
          onValueChange={(v) => goTo(v as CourseFormStep)}
        >
          <TabList label="Course details" className="authoring-tabs">
            {COURSE_FORM_STEPS.map((s) => {
              const Icon = STEP_ICONS[s]
              return (
                <Tab key={s} value={s} icon={<Icon size={18} />}>
                  {s}
                </Tab>
              )
            })}
          </TabList>
          {COURSE_FORM_STEPS.map((s) => (
            <TabPanel key={s} value={s}>
              {s === 'Basic Info' ? <BasicInfoStep /> : null}
              {s === 'Media' ? <MediaStep /> : null}
              {s === 'Curriculum' ? (
                <CurriculumEditor courseId={courseId} lessonVideos={lessonVideos} />
              ) : null}
              {s === 'Additional information' ? <AdditionalInfoStep /> : null}
            </TabPanel>
          ))}
        </Tabs>
        {serverError ? (
          <p className="field__error authoring-form__error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="dash-form__actions dash-form__actions--split">
          {index > 0 ? (
            <Button
              variant="secondary"
              icon={<ArrowLeft aria-hidden="true" size={18} />}
              onClick={() => goTo(COURSE_FORM_STEPS[index - 1]!)}
            >
              Previous
            </Button>
          ) : (
            <span />
          )}
          {isLast ? (
            <Button
              type="submit"
              isBusy={form.formState.isSubmitting}
              busyLabel={courseId === null ? 'Creating…' : 'Saving…'}
            >
              {courseId === null ? 'Create Course' : 'Save Changes'}
            </Button>
          ) : (
            <Button onClick={() => void onNext()}>
              Next
              <ArrowRight aria-hidden="true" size={18} />
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  )
}

/**
 * The add-course form (`/instructor-add-course`), and the edit form of one course
 * (`?course=ID`): the four tabs of the spec, the draft restored as it was left.
 */
export function CourseForm({ courseId }: { courseId: number | null }) {
  const draft = useQuery(authoringQueries.draft(courseId))
  const editor = useQuery({
    ...authoringQueries.editor(courseId ?? 0),
    enabled: courseId !== null,
  })
  if (draft.isError || editor.isError) {
    const failed = draft.isError ? draft : editor
    return (
      <PanelError
        title={
          courseId === null ? 'The form could not be loaded' : 'This course could not be loaded'
        }
        error={failed.error}
        onRetry={() => void failed.refetch()}
        isRetrying={failed.isFetching}
      />
    )
  }
  if (draft.isPending || (courseId !== null && editor.isPending)) {
    return <PanelLoading label="Loading the course form…" rows={6} />
  }
  const base = editor.data ? fromCourse(editor.data) : EMPTY_COURSE_FORM
  const saved = draft.data.draft
  const restored = saved
    ? fromDraft(saved.data, base)
    : { values: base, step: 'Basic Info' as const }
  return (
    <CourseFormBody
      key={courseId ?? 'new'}
      courseId={courseId}
      initial={restored.values}
      initialStep={restored.step}
      isRestored={!!saved}
      lessonVideos={editor.data?.lessonVideos ?? NO_VIDEOS}
    />
  )
}
