import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Users } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { formatLongDate } from '../../../lib/format'
import { quizQueries } from '../api/quizzes'
import { QuizMeta } from './quiz-meta'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

/** Results by student: student, best score x/100, attempts, finishing time. */
export function QuizResultsView({ quizId }: { quizId: number }) {
  const results = useQuery(quizQueries.results(quizId))
  if (results.isPending) return <PanelLoading label="Loading the results…" />
  if (results.isError) {
    return (
      <PanelError
        title="The results could not be loaded"
        error={results.error}
        onRetry={() => void results.refetch()}
        isRetrying={results.isFetching}
      />
    )
  }
  const { quiz, items } = results.data
  return (
    <section className="dash-card quiz-card" aria-labelledby="quiz-results-title">
      <Link to={paths.instructorArea.quizzes} className="quiz-back">
        <ArrowLeft aria-hidden="true" size={16} />
        All quizzes
      </Link>
      <p className="quiz-row__course">{quiz.courseTitle}</p>
      <h2 className="quiz-card__title" id="quiz-results-title">
        Results: {quiz.title}
      </h2>
      <QuizMeta questionCount={quiz.questionCount} minutes={quiz.timeLimitMinutes} />
      {items.length === 0 ? (
        <EmptyState
          as="h3"
          isCompact
          icon={<Users />}
          title="No results yet"
          description="When students submit the quiz, their score, attempts and finishing time appear here."
        />
      ) : (
        <table className="quiz-table">
          <caption className="visually-hidden">Results by student</caption>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Score</th>
              <th scope="col">Attempts</th>
              <th scope="col">Finished</th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row.studentId}>
                <td data-label="Student">
                  <strong>{row.studentName}</strong>
                </td>
                <td data-label="Score">
                  <span className={row.isPassed ? 'quiz-score is-passed' : 'quiz-score'}>
                    {row.bestScore}/100
                  </span>
                  <span className="quiz-table__sub">{row.isPassed ? 'Passed' : 'Not passed'}</span>
                </td>
                <td data-label="Attempts">
                  {row.attempts}/{quiz.maxAttempts}
                </td>
                <td data-label="Finished">
                  <time dateTime={row.finishedAt}>
                    {formatLongDate(row.finishedAt)}, {timeOf(row.finishedAt)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
