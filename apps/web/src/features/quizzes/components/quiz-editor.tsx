import { QuizInputSchema, type QuizDetail, type QuizInput } from '@app/domain/quizzes'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Plus } from 'lucide-react'
import { useFieldArray, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { SelectField, TextField } from '../../../components/ui/field'
import { notify } from '../../../components/ui/toasts'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { quizQueries, useSaveQuiz } from '../api/quizzes'
import { QuestionEditor, blankQuestion } from './question-editor'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'

/** The editor for a new quiz (`id` null) or an existing one, loaded with its correct options. */
export function QuizEditor({ id }: { id: number | null }) {
  const courses = useQuery(quizQueries.instructorCourses())
  const detail = useQuery({ ...quizQueries.detail(id ?? 0), enabled: id !== null })
  const failed = courses.isError ? courses : detail.isError ? detail : null
  if (failed) {
    return (
      <PanelError
        title="The quiz could not be loaded"
        error={failed.error}
        onRetry={() => void failed.refetch()}
        isRetrying={failed.isFetching}
      />
    )
  }
  if (!courses.data || (id !== null && detail.isPending)) {
    return <PanelLoading label="Loading the quiz editor…" />
  }
  return (
    <QuizForm
      key={id ?? 'new'}
      id={id}
      quiz={id === null ? null : (detail.data ?? null)}
      courses={courses.data.items}
    />
  )
}

function defaultsOf(quiz: QuizDetail | null, courseId: number | undefined): QuizInput {
  if (!quiz) {
    return {
      courseId: courseId ?? 0,
      title: '',
      timeLimitMinutes: 30,
      maxAttempts: 3,
      passPercent: 60,
      questions: [blankQuestion()],
    }
  }
  const { courseId: course, title, timeLimitMinutes, maxAttempts, passPercent, questions } = quiz
  return { courseId: course, title, timeLimitMinutes, maxAttempts, passPercent, questions }
}

function QuizForm({
  id,
  quiz,
  courses,
}: {
  id: number | null
  quiz: QuizDetail | null
  courses: { id: number; title: string }[]
}) {
  const navigate = useNavigate()
  const saveQuiz = useSaveQuiz(id)
  const form = useForm<QuizInput>({
    resolver: zodResolver(QuizInputSchema),
    defaultValues: defaultsOf(quiz, courses[0]?.id),
  })
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    saveQuiz
      .mutateAsync(values)
      .then((saved) => {
        notify.success(id === null ? `"${saved.title}" was created` : 'Quiz saved')
        void navigate(paths.instructorArea.quizzes)
      })
      .catch((err: unknown) => form.setError('root.server', { message: errorMessage(err) })),
  )
  const listError = errors.questions?.message ?? errors.questions?.root?.message

  return (
    <form
      className="dash-card quiz-card quiz-editor"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <Link to={paths.instructorArea.quizzes} className="quiz-back">
        <ArrowLeft aria-hidden="true" size={16} />
        All quizzes
      </Link>
      <h2 className="quiz-card__title">{id === null ? 'Add New Quiz' : 'Edit Quiz'}</h2>
      {courses.length === 0 ? (
        <p className="quiz-card__error" role="alert">
          You have no courses yet. Create a course first, then add its quizzes.
        </p>
      ) : null}
      <div className="quiz-editor__grid">
        <TextField
          label="Quiz title"
          isRequired
          error={errors.title?.message}
          className="quiz-editor__wide"
          {...form.register('title')}
        />
        <SelectField
          label="Course"
          isRequired
          error={errors.courseId?.message}
          className="quiz-editor__wide"
          {...form.register('courseId', { valueAsNumber: true })}
        >
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Time limit (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          isRequired
          error={errors.timeLimitMinutes?.message}
          {...form.register('timeLimitMinutes', { valueAsNumber: true })}
        />
        <TextField
          label="Attempts allowed"
          type="number"
          inputMode="numeric"
          min={1}
          isRequired
          error={errors.maxAttempts?.message}
          {...form.register('maxAttempts', { valueAsNumber: true })}
        />
        <TextField
          label="Pass mark (out of 100)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          isRequired
          error={errors.passPercent?.message}
          {...form.register('passPercent', { valueAsNumber: true })}
        />
      </div>

      <h3 className="quiz-editor__section">Questions ({questions.fields.length})</h3>
      <ol className="quiz-editor__questions">
        {questions.fields.map((field, index) => (
          <QuestionEditor
            key={field.key}
            form={form}
            index={index}
            canRemove={questions.fields.length > 1}
            onRemove={() => questions.remove(index)}
          />
        ))}
      </ol>
      {listError ? (
        <p className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        icon={<Plus aria-hidden="true" size={18} />}
        onClick={() => questions.append(blankQuestion())}
      >
        Add question
      </Button>

      {errors.root?.server ? (
        <p className="quiz-card__error" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="quiz-card__actions quiz-editor__actions">
        <Button type="submit" isBusy={isSubmitting} busyLabel="Saving…">
          {id === null ? 'Create Quiz' : 'Save Quiz'}
        </Button>
        <Link to={paths.instructorArea.quizzes} className={buttonClassName({ variant: 'ghost' })}>
          Cancel
        </Link>
      </div>
    </form>
  )
}
