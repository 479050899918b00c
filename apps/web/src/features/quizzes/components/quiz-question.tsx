import type { QuizQuestionView } from '@app/domain/quizzes'

/** One question: radios for a single answer, checkboxes for several. */
export function QuizQuestion({
  question,
  chosen,
  onChange,
}: {
  question: QuizQuestionView
  chosen: number[]
  onChange: (chosen: number[]) => void
}) {
  const isSingle = question.kind === 'single'
  const toggle = (id: number, isChecked: boolean) => {
    if (isSingle) return onChange([id])
    onChange(isChecked ? [...chosen, id] : chosen.filter((c) => c !== id))
  }
  return (
    <fieldset className="quiz-question">
      <legend className="quiz-question__prompt">{question.prompt}</legend>
      <p className="quiz-question__hint">
        {isSingle ? 'Choose one answer' : 'Choose all answers that apply'}
      </p>
      <div className="quiz-question__options">
        {question.options.map((option) => {
          const isChecked = chosen.includes(option.id)
          return (
            <label key={option.id} className={isChecked ? 'quiz-option is-checked' : 'quiz-option'}>
              <input
                type={isSingle ? 'radio' : 'checkbox'}
                name={`question-${question.id}`}
                value={option.id}
                checked={isChecked}
                onChange={(e) => toggle(option.id, e.target.checked)}
              />
              <span>{option.text}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
