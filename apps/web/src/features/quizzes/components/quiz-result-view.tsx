import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, CheckCircle2, Lock, XCircle } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { paths } from '../../../config/paths'
import { formatLongDate } from '../../../lib/format'
import { quizQueries } from '../api/quizzes'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'

/**
 * A submitted attempt: the score as x/100, attempts used and left, and each question with the
 * student's answer; the correct answers only once the quiz is passed or the last attempt used.
 */
export function QuizResultView({ attemptId }: { attemptId: string }) {
  const result = useQuery(quizQueries.result(attemptId))
  if (result.isPending) return <PanelLoading label="Loading your result…" />
  if (result.isError) {
    return (
      <PanelError
        title="The result could not be loaded"
        error={result.error}
        onRetry={() => void result.refetch()}
        isRetrying={result.isFetching}
      />
    )
  }
  const r = result.data
  const attemptsLeft = r.attemptsLeft
  const leftText = `${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left`
  return (
    <section className="dash-card quiz-card" aria-labelledby="quiz-result-title">
      <Link to={paths.studentArea.quizzes} className="quiz-back">
        <ArrowLeft aria-hidden="true" size={16} />
        All quizzes
      </Link>
      <p className="quiz-row__course">{r.courseTitle}</p>
      <h2 className="quiz-card__title" id="quiz-result-title">
        {r.title}
      </h2>
      <div className={cx('quiz-result', r.isPassed && 'is-passed')}>
        <p className="quiz-result__score">
          <span className="visually-hidden">Score: </span>
          <strong>{r.score}/100</strong>
        </p>
        <div>
          <p className="quiz-result__verdict">{r.isPassed ? 'Passed' : 'Not passed'}</p>
          <p className="quiz-result__detail">
            {r.correctCount} of {r.questionCount} questions right · pass mark {r.passPercent}/100
          </p>
          <p className="quiz-result__detail">
            Attempts: {r.attemptsUsed}/{r.maxAttempts} ({leftText}) · finished{' '}
            <time dateTime={r.submittedAt}>{formatLongDate(r.submittedAt)}</time>
            {r.isTimedOut ? ' · time ran out' : ''}
          </p>
        </div>
      </div>
      <div className="quiz-card__actions">
        {attemptsLeft > 0 ? (
          <Link to={paths.quizIntro(r.quizId)} className={buttonClassName()}>
            Retake Quiz
          </Link>
        ) : null}
        <Link to={paths.studentArea.quizzes} className={buttonClassName({ variant: 'secondary' })}>
          Back to quizzes
        </Link>
      </div>
      <h3 className="quiz-review__title">Your answers</h3>
      {r.hasCorrectAnswers ? null : (
        <p className="quiz-review__hidden" role="note">
          <Lock aria-hidden="true" size={18} />
          <span>
            The correct answers show once you pass this quiz or use your last attempt. You have{' '}
            {leftText}.
          </span>
        </p>
      )}
      <ol className="quiz-review">
        {r.questions.map((q, i) => (
          <li key={q.id} className={cx('quiz-review__item', q.isCorrect && 'is-correct')}>
            <p className="quiz-review__prompt">
              {q.isCorrect === undefined ? null : q.isCorrect ? (
                <CheckCircle2 aria-label="Right" size={18} />
              ) : (
                <XCircle aria-label="Wrong" size={18} />
              )}
              <span>
                {i + 1}. {q.prompt}
              </span>
            </p>
            <ul className="quiz-review__options">
              {q.options.map((o) => {
                const isChosen = q.chosen.includes(o.id)
                return (
                  <li
                    key={o.id}
                    className={cx(
                      o.isCorrect && 'is-answer',
                      isChosen && 'is-chosen',
                      !r.hasCorrectAnswers && 'is-unmarked',
                    )}
                  >
                    {o.text}
                    {o.isCorrect ? <span className="quiz-tag">Correct answer</span> : null}
                    {isChosen ? (
                      <span className="quiz-tag quiz-tag--chosen">Your answer</span>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
