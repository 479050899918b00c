import type { StudentQuiz } from '@app/domain/quizzes'
import { useQuery } from '@tanstack/react-query'
import { Award, ListChecks, Search } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { quizQueries } from '../api/quizzes'
import { QuizMeta } from './quiz-meta'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'

function actionLabel(quiz: StudentQuiz): string | null {
  if (quiz.openAttemptId) return 'Resume Quiz'
  if (quiz.attemptsUsed >= quiz.maxAttempts) return null
  return quiz.attemptsUsed ? 'Retake Quiz' : 'Start Quiz'
}

/** The quizzes of the student's courses: title, questions, minutes, attempts, best score, result. */
export function StudentQuizList() {
  const quizzes = useQuery(quizQueries.mine())
  if (quizzes.isPending) return <PanelLoading label="Loading your quizzes…" />
  if (quizzes.isError) {
    return (
      <PanelError
        title="Your quizzes could not be loaded"
        error={quizzes.error}
        onRetry={() => void quizzes.refetch()}
        isRetrying={quizzes.isFetching}
      />
    )
  }
  const { items } = quizzes.data
  if (!items.length) {
    return (
      <section className="dash-card quiz-card">
        <EmptyState
          icon={<ListChecks />}
          title="No quizzes yet"
          description="Quizzes of the courses you are enrolled in appear here with your score and the number of attempts."
          action={
            <Link to={paths.courses} className={buttonClassName()}>
              <Search aria-hidden="true" size={18} />
              Explore courses
            </Link>
          }
        />
      </section>
    )
  }
  return (
    <ul className="quiz-list" aria-label="Your quizzes">
      {items.map((quiz) => {
        const action = actionLabel(quiz)
        return (
          <li key={quiz.id} className="dash-card quiz-row">
            <div className="quiz-row__main">
              <p className="quiz-row__course">{quiz.courseTitle}</p>
              <h2 className="quiz-row__title">{quiz.title}</h2>
              <QuizMeta
                questionCount={quiz.questionCount}
                minutes={quiz.timeLimitMinutes}
                attempts={`${quiz.attemptsUsed}/${quiz.maxAttempts} attempts`}
              />
            </div>
            <div className="quiz-row__score">
              {quiz.bestScore === null ? (
                <span className="quiz-row__no-score">Not taken yet</span>
              ) : (
                <>
                  <span className="quiz-row__score-label">Best score</span>
                  <strong
                    className={
                      quiz.bestScore >= quiz.passPercent ? 'quiz-score is-passed' : 'quiz-score'
                    }
                  >
                    {quiz.bestScore}/100
                  </strong>
                </>
              )}
            </div>
            <div className="quiz-row__actions">
              {quiz.lastResultId ? (
                <Link
                  to={paths.quizResult(quiz.lastResultId)}
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  aria-label={`Result of ${quiz.title}`}
                >
                  <Award aria-hidden="true" size={16} />
                  Result
                </Link>
              ) : null}
              {action ? (
                <Link
                  to={
                    quiz.openAttemptId
                      ? paths.quizAttempt(quiz.openAttemptId)
                      : paths.quizIntro(quiz.id)
                  }
                  className={buttonClassName({ size: 'sm' })}
                  aria-label={`${action}: ${quiz.title}`}
                >
                  {action}
                </Link>
              ) : (
                <span className="quiz-row__done">All attempts used</span>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
