import type { QuizAnswers, QuizAttempt } from '@app/domain/quizzes'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, Check } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { quizQueries, useSaveAnswers, useSubmitQuiz } from '../api/quizzes'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'
import { QuizQuestion } from './quiz-question'
import { QuizTimer } from './quiz-timer'

/** An attempt in progress, loaded from the server (a reload resumes it with the same deadline). */
export function QuizPlayer({ attemptId }: { attemptId: string }) {
  const attempt = useQuery(quizQueries.attempt(attemptId))
  if (attempt.isPending) return <PanelLoading label="Loading the quiz…" />
  if (attempt.isError) {
    return (
      <PanelError
        title="The quiz could not be loaded"
        error={attempt.error}
        onRetry={() => void attempt.refetch()}
        isRetrying={attempt.isFetching}
      />
    )
  }
  if (attempt.data.status === 'submitted') {
    return <Navigate to={paths.quizResult(attemptId)} replace />
  }
  return <QuizRunner attempt={attempt.data} />
}

function QuizRunner({ attempt }: { attempt: QuizAttempt }) {
  const navigate = useNavigate()
  const [answers, setAnswers] = useState<QuizAnswers>(attempt.answers)
  const [index, setIndex] = useState(0)
  const save = useSaveAnswers(attempt.id)
  const submit = useSubmitQuiz(attempt.id)
  const hasSubmitted = useRef(false)

  const total = attempt.questions.length
  const question = attempt.questions[index]
  const isLast = index === total - 1

  const finish = (final: QuizAnswers) => {
    if (hasSubmitted.current) return
    hasSubmitted.current = true
    submit.mutate(final, {
      onSuccess: (result) => void navigate(paths.quizResult(result.attemptId), { replace: true }),
      onError: () => {
        hasSubmitted.current = false
      },
    })
  }
  // Keeps the latest answers for the timer, which fires outside a click.
  const latest = useRef(answers)
  useEffect(() => {
    latest.current = answers
  }, [answers])

  const onChange = (chosen: number[]) => {
    if (!question) return
    const next = { ...answers, [String(question.id)]: chosen }
    setAnswers(next)
    save.mutate(next, {
      // Time is up or the attempt was closed elsewhere: show the result.
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) finish(latest.current)
      },
    })
  }

  if (!question) return null
  const answered = attempt.questions.filter((q) => answers[String(q.id)]?.length).length
  return (
    <section className="dash-card quiz-card quiz-player" aria-labelledby="quiz-player-title">
      <header className="quiz-player__head">
        <div>
          <p className="quiz-row__course">{attempt.courseTitle}</p>
          <h2 className="quiz-card__title" id="quiz-player-title">
            {attempt.title}
          </h2>
        </div>
        <QuizTimer
          deadlineAt={attempt.deadlineAt}
          serverNow={attempt.serverNow}
          onTimeUp={() => finish(latest.current)}
        />
      </header>
      <div className="quiz-progress">
        <p className="quiz-progress__text" aria-live="polite">
          Question {index + 1} of {total}
        </p>
        <p className="quiz-progress__answered">{answered} answered</p>
        <div
          className="quiz-progress__bar"
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={index + 1}
        >
          <span style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
      </div>
      <QuizQuestion
        key={question.id}
        question={question}
        chosen={answers[String(question.id)] ?? []}
        onChange={onChange}
      />
      <p className="quiz-player__status" aria-live="polite">
        {save.isPending ? 'Saving…' : save.isError ? errorMessage(save.error) : ''}
      </p>
      {submit.isError ? (
        <p className="quiz-card__error" role="alert">
          {errorMessage(submit.error)}
        </p>
      ) : null}
      <div className="quiz-player__nav">
        <Button
          variant="secondary"
          onClick={() => setIndex((i) => i - 1)}
          disabled={index === 0}
          icon={<ArrowLeft aria-hidden="true" size={18} />}
        >
          Previous
        </Button>
        {isLast ? (
          <Button
            onClick={() => finish(answers)}
            isBusy={submit.isPending}
            busyLabel="Submitting…"
            icon={<Check aria-hidden="true" size={18} />}
          >
            Finish Quiz
          </Button>
        ) : (
          <Button onClick={() => setIndex((i) => i + 1)}>
            Next
            <ArrowRight aria-hidden="true" size={18} />
          </Button>
        )}
      </div>
    </section>
  )
}
