import type { InstructorQuiz } from '@app/domain/quizzes'
import { useQuery } from '@tanstack/react-query'
import { BarChart3, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClassName } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { quizQueries, useRemoveQuiz } from '../api/quizzes'
import { QuizMeta } from './quiz-meta'
import { PanelError, PanelLoading } from '../../../components/ui/panel-states'

const addLink = (
  <Link to={paths.quizEditor('new')} className={buttonClassName()}>
    <Plus aria-hidden="true" size={18} />
    Add New Quiz
  </Link>
)

/** The instructor's quizzes with Add New Quiz, results, edit and remove (after a confirmation). */
export function InstructorQuizList() {
  const quizzes = useQuery(quizQueries.instructorList())
  const [removing, setRemoving] = useState<InstructorQuiz | null>(null)
  const remove = useRemoveQuiz()

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
  const close = () => {
    setRemoving(null)
    remove.reset()
  }
  return (
    <>
      <div className="quiz-toolbar">
        <p className="quiz-toolbar__text">
          {items.length
            ? `${items.length} ${items.length === 1 ? 'quiz' : 'quizzes'} on your courses`
            : 'Quizzes check what students learned in your courses.'}
        </p>
        {addLink}
      </div>
      {items.length === 0 ? (
        <section className="dash-card quiz-card">
          <EmptyState
            icon={<ListChecks />}
            title="No quizzes yet"
            description="Add a quiz to one of your courses: single- or multiple-choice questions, a time limit and the attempts allowed. Each student's results are listed here."
          />
        </section>
      ) : (
        <ul className="quiz-list" aria-label="Your quizzes">
          {items.map((quiz) => (
            <li key={quiz.id} className="dash-card quiz-row">
              <div className="quiz-row__main">
                <p className="quiz-row__course">{quiz.courseTitle}</p>
                <h2 className="quiz-row__title">{quiz.title}</h2>
                <QuizMeta
                  questionCount={quiz.questionCount}
                  minutes={quiz.timeLimitMinutes}
                  attempts={`${quiz.maxAttempts} ${quiz.maxAttempts === 1 ? 'attempt' : 'attempts'}`}
                />
              </div>
              <div className="quiz-row__score">
                <span className="quiz-row__score-label">Students</span>
                <strong className="quiz-score">{quiz.studentCount}</strong>
              </div>
              <div className="quiz-row__actions">
                <Link
                  to={paths.quizResults(quiz.id)}
                  className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                  aria-label={`Results of ${quiz.title}`}
                >
                  <BarChart3 aria-hidden="true" size={16} />
                  Results
                </Link>
                <Link
                  to={paths.quizEditor(quiz.id)}
                  className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                  aria-label={`Edit ${quiz.title}`}
                >
                  <Pencil aria-hidden="true" size={16} />
                  Edit
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  className="quiz-remove"
                  aria-label={`Remove ${quiz.title}`}
                  icon={<Trash2 aria-hidden="true" size={16} />}
                  onClick={() => setRemoving(quiz)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        isOpen={removing !== null}
        onClose={close}
        title="Remove this quiz?"
        description={
          removing
            ? `"${removing.title}" and every student's attempts at it will be deleted. This cannot be undone.`
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isBusy={remove.isPending}
              busyLabel="Removing…"
              onClick={() => removing && remove.mutate(removing.id, { onSuccess: close })}
            >
              Remove quiz
            </Button>
          </>
        }
      >
        {remove.isError ? (
          <p className="quiz-card__error" role="alert">
            {errorMessage(remove.error)}
          </p>
        ) : null}
      </Dialog>
    </>
  )
}
