import { useSearchParams } from 'react-router'
import { InstructorQuizList } from './instructor-quiz-list'
import { QuizEditor } from './quiz-editor'
import { QuizResultsView } from './quiz-results-view'
import './quizzes.css'

const idOf = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** The instructor's Quizzes page: the list, the editor (?edit=new|id) or results (?results=id). */
export function InstructorQuizzes() {
  const [params] = useSearchParams()
  const edit = params.get('edit')
  const results = idOf(params.get('results'))
  if (edit === 'new') return <QuizEditor key="new" id={null} />
  const editId = idOf(edit)
  if (editId) return <QuizEditor key={editId} id={editId} />
  if (results) return <QuizResultsView quizId={results} />
  return <InstructorQuizList />
}
