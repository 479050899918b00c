import { useSearchParams } from 'react-router'
import { QuizIntro } from './quiz-intro'
import { QuizPlayer } from './quiz-player'
import { QuizResultView } from './quiz-result-view'
import { StudentQuizList } from './student-quiz-list'
import './quizzes.css'

/** The student's Quizzes page: the list, or one quiz (?quiz), an attempt (?attempt), a result (?result). */
export function StudentQuizzes() {
  const [params] = useSearchParams()
  const attempt = params.get('attempt')
  const result = params.get('result')
  const quiz = Number(params.get('quiz'))
  if (attempt) return <QuizPlayer key={attempt} attemptId={attempt} />
  if (result) return <QuizResultView key={result} attemptId={result} />
  if (Number.isInteger(quiz) && quiz > 0) return <QuizIntro quizId={quiz} />
  return <StudentQuizList />
}
