import type { QuizInput, QuizQuestionInput } from '@app/domain/quizzes'
import { Plus, Trash2, X } from 'lucide-react'
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { SelectField, TextareaField } from '../../../components/ui/field'

export const blankQuestion = (): QuizQuestionInput => ({
  prompt: '',
  kind: 'single',
  options: [
    { text: '', isCorrect: true },
    { text: '', isCorrect: false },
  ],
})

/** One question in the editor: prompt, single or multiple choice, options and the correct ones. */
export function QuestionEditor({
  form,
  index,
  canRemove,
  onRemove,
}: {
  form: UseFormReturn<QuizInput>
  index: number
  canRemove: boolean
  onRemove: () => void
}) {
  const name = `questions.${index}` as const
  const options = useFieldArray({ control: form.control, name: `${name}.options`, keyName: 'key' })
  const kind = useWatch({ control: form.control, name: `${name}.kind` })
  const values = useWatch({ control: form.control, name: `${name}.options` })
  const errors = form.formState.errors.questions?.[index]
  const optionsError = errors?.options?.message ?? errors?.options?.root?.message
  const number = index + 1

  /** A single-choice question keeps one correct option: marking one clears the others. */
  const markCorrect = (optionIndex: number, isCorrect: boolean) => {
    values.forEach((_, i) => {
      const next = i === optionIndex ? isCorrect : kind === 'single' ? false : undefined
      if (next !== undefined) {
        form.setValue(`${name}.options.${i}.isCorrect`, next, { shouldDirty: true })
      }
    })
    if (form.formState.isSubmitted) void form.trigger(`${name}.options`)
  }
  const onKindChange = (next: string) => {
    // Going single keeps the first correct option only.
    if (next === 'single') {
      const first = values.findIndex((o) => o.isCorrect)
      values.forEach((_, i) =>
        form.setValue(`${name}.options.${i}.isCorrect`, i === Math.max(first, 0)),
      )
    }
  }

  return (
    <li className="quiz-q-editor">
      <div className="quiz-q-editor__head">
        <h4 className="quiz-q-editor__title">Question {number}</h4>
        {canRemove ? (
          <Button
            variant="ghost"
            size="sm"
            className="quiz-remove"
            icon={<Trash2 aria-hidden="true" size={16} />}
            aria-label={`Remove question ${number}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        ) : null}
      </div>
      <TextareaField
        label={`Question ${number} text`}
        isLabelHidden
        placeholder="Write the question"
        rows={2}
        className="quiz-q-editor__prompt"
        error={errors?.prompt?.message}
        {...form.register(`${name}.prompt`)}
      />
      <SelectField
        label={
          <>
            <span className="visually-hidden">Question {number} </span>Answer type
          </>
        }
        {...form.register(`${name}.kind`, {
          onChange: (e: { target: HTMLSelectElement }) => onKindChange(e.target.value),
        })}
      >
        <option value="single">Single choice</option>
        <option value="multiple">Multiple choice</option>
      </SelectField>
      <fieldset className="quiz-q-editor__options">
        <legend>Options: mark the correct {kind === 'single' ? 'one' : 'ones'}</legend>
        {options.fields.map((field, i) => (
          <div key={field.key} className="quiz-q-editor__option">
            <label className="quiz-q-editor__correct">
              <input
                type="checkbox"
                aria-label={`Option ${i + 1} of question ${number} is correct`}
                checked={values[i]?.isCorrect ?? false}
                onChange={(e) => markCorrect(i, e.target.checked)}
              />
              <span aria-hidden="true">Correct</span>
            </label>
            <input
              className="input"
              aria-label={`Question ${number} option ${i + 1}`}
              placeholder={`Option ${i + 1}`}
              aria-invalid={errors?.options?.[i]?.text ? true : undefined}
              {...form.register(`${name}.options.${i}.text`)}
            />
            <button
              type="button"
              className="quiz-q-editor__drop"
              aria-label={`Remove option ${i + 1} of question ${number}`}
              disabled={options.fields.length <= 2}
              onClick={() => options.remove(i)}
            >
              <X aria-hidden="true" size={16} />
            </button>
            {errors?.options?.[i]?.text ? (
              <p className="field__error quiz-q-editor__option-error">
                {errors.options[i].text.message}
              </p>
            ) : null}
          </div>
        ))}
        {optionsError ? <p className="field__error">{optionsError}</p> : null}
        <Button
          variant="ghost"
          size="sm"
          icon={<Plus aria-hidden="true" size={16} />}
          disabled={options.fields.length >= 8}
          aria-label={`Add option to question ${number}`}
          onClick={() => options.append({ text: '', isCorrect: false })}
        >
          Add option
        </Button>
      </fieldset>
    </li>
  )
}
