import { minutesLabel, questionCountLabel } from '@app/domain/quizzes'
import { Clock, ListChecks, RotateCcw } from 'lucide-react'

/** "15 questions · 30 minutes · 1/3 attempts" as small labelled pills. */
export function QuizMeta({
  questionCount,
  minutes,
  attempts,
}: {
  questionCount: number
  minutes: number
  attempts?: string
}) {
  return (
    <ul className="quiz-meta" aria-label="Quiz details">
      <li>
        <ListChecks aria-hidden="true" size={16} />
        {questionCountLabel(questionCount)}
      </li>
      <li>
        <Clock aria-hidden="true" size={16} />
        {minutesLabel(minutes)}
      </li>
      {attempts ? (
        <li>
          <RotateCcw aria-hidden="true" size={16} />
          {attempts}
        </li>
      ) : null}
    </ul>
  )
}
