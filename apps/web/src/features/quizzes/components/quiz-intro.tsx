import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Timer } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { quizQueries, useStartQuiz } from '../api/quizzes'
import { QuizMeta } from './quiz-meta'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'

/** Before an attempt: what the quiz holds, the rules of the timer, and Start Quiz. */
export function QuizIntro({ quizId }: { quizId: number }) {
  const quizzes = useQuery(quizQueries.mine())
  const start = useStartQuiz()
  const navigate = useNavigate()

  if (quizzes.isPending) return <PanelLoading label="Loading the quiz…" />
  if (quizzes.isError) {
    return (
      <PanelError
        title="The quiz could not be loaded"
        error={quizzes.error}
        onRetry={() => void quizzes.refetch()}
        isRetrying={quizzes.isFetching}
      />
    )
  }
  const quiz = quizzes.data.items.find((q) => q.id === quizId)
  const back = (
    <Link to={paths.studentArea.quizzes} className="quiz-back">
      <ArrowLeft aria-hidden="true" size={16} />
      All quizzes
    </Link>
  )
  if (!quiz) {
    return (
      <section className="dash-card quiz-card">
        {back}
        <h2 className="quiz-card__title">Quiz not found</h2>
        <p className="quiz-card__text">
          This quiz is not part of a course you are enrolled in, or it was removed.
        </p>
      </section>
    )
  }
  const left = quiz.maxAttempts - quiz.attemptsUsed
  const onStart = () =>
    start.mutate(quiz.id, {
      onSuccess: (attempt) => void navigate(paths.quizAttempt(attempt.id), { replace: true }),
    })
  return (
    <section className="dash-card quiz-card" aria-labelledby="quiz-intro-title">
      {back}
      <p className="quiz-row__course">{quiz.courseTitle}</p>
      <h2 className="quiz-card__title" id="quiz-intro-title">
        {quiz.title}
      </h2>
      <QuizMeta
        questionCount={quiz.questionCount}
        minutes={quiz.timeLimitMinutes}
        attempts={`${quiz.attemptsUsed}/${quiz.maxAttempts} attempts`}
      />
      <ul className="quiz-rules">
        <li>
          <Timer aria-hidden="true" size={18} />
          The timer starts when you press Start Quiz and keeps running if you leave or reload the
          page. At zero your answers are submitted.
        </li>
        <li>Your answers are saved as you go. You need {quiz.passPercent}/100 to pass.</li>
        <li>
          {left > 0
            ? `You have ${left} of ${quiz.maxAttempts} ${quiz.maxAttempts === 1 ? 'attempt' : 'attempts'} left.`
            : 'You have used all your attempts.'}
        </li>
      </ul>
      {start.isError ? (
        <p className="quiz-card__error" role="alert">
          {errorMessage(start.error)}
        </p>
      ) : null}
      <div className="quiz-card__actions">
        {left > 0 || quiz.openAttemptId ? (
          <Button onClick={onStart} isBusy={start.isPending} busyLabel="Starting…">
            {quiz.openAttemptId ? 'Resume Quiz' : 'Start Quiz'}
          </Button>
        ) : null}
        {quiz.lastResultId ? (
          <Link
            to={paths.quizResult(quiz.lastResultId)}
            className={buttonClassName({ variant: 'secondary' })}
          >
            Last result
          </Link>
        ) : null}
      </div>
    </section>
  )
}
