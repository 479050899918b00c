import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { courseDetailQueries, parseCourseId } from '../../features/course/api/course-detail'
import { LessonView } from '../../features/course/components/lesson-view'

/** `?course=` picks the course (the first course when missing), `?lesson=` the lesson. */
function courseIdOf(params: URLSearchParams): number {
  return parseCourseId(params.get('course') ?? undefined) ?? 1
}

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(
      courseDetailQueries.detail(courseIdOf(new URL(request.url).searchParams)),
    )
    return null
  }

export const ErrorBoundary = PageError

export default function LessonPage() {
  const [params] = useSearchParams()
  const { data: course } = useSuspenseQuery(courseDetailQueries.detail(courseIdOf(params)))
  return <LessonView course={course} lessonId={parseCourseId(params.get('lesson') ?? undefined)} />
}
