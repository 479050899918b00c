import { parseLearnId } from '@app/domain/learning'
import type { QueryClient } from '@tanstack/react-query'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { learningQueries } from '../../features/learning/api/learning'
import { LearningPlayer } from '../../features/learning/components/learning-player'

/** `?course=` picks the course (the first course when missing), `?lesson=` the lesson. */
function courseIdOf(params: URLSearchParams): number {
  return parseLearnId(params.get('course') ?? '') ?? 1
}

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      learningQueries.course(courseIdOf(new URL(request.url).searchParams)),
    )
    return null
  }

export const ErrorBoundary = PageError

export default function LessonPage() {
  const [params] = useSearchParams()
  const courseId = courseIdOf(params)
  return (
    <LearningPlayer
      key={courseId}
      courseId={courseId}
      lessonId={parseLearnId(params.get('lesson') ?? '')}
    />
  )
}
