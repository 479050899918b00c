import { COURSE_SORTS } from '@app/domain/catalog/options'
import type { CourseListResponse, CourseSort } from '@app/domain/catalog'
import { useInfiniteQuery } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { CourseCard, CourseCardSkeleton } from '../../../components/catalog/course-card'
import { QuickViewProvider } from '../../../components/catalog/quick-view'
import { SortSelect } from '../../../components/catalog/sort-select'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { api, errorMessage } from '../../../lib/api-client'
import { courseListQuery } from '../api/courses'
import './course-catalog.css'

const SORTS: readonly string[] = COURSE_SORTS.map((s) => s.value)

/** All courses, 12 at a time: Show More Courses appends the next page. */
export function CourseShowcase() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('sort') ?? 'default'
  const sort = (SORTS.includes(raw) ? raw : 'default') as CourseSort
  const query = useInfiniteQuery({
    queryKey: ['courses', 'showcase', sort],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<CourseListResponse>('/courses', courseListQuery({ sort, page: pageParam }), signal),
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  })
  const courses = query.data?.pages.flatMap((p) => p.items) ?? []
  const total = query.data?.pages[0]?.total

  return (
    <div className="container showcase">
      <div className="catalog__toolbar">
        <p className="catalog__range" aria-live="polite">
          {total !== undefined ? `${courses.length} of ${total} courses` : '\u00a0'}
        </p>
        <SortSelect
          value={sort}
          options={COURSE_SORTS}
          onChange={(next) =>
            setParams(next === 'default' ? {} : { sort: next }, { preventScrollReset: true })
          }
        />
      </div>
      {query.isError && !query.data ? (
        <EmptyState
          icon={<AlertTriangle size={28} />}
          title="We could not load the courses"
          description={errorMessage(query.error)}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : (
        <QuickViewProvider courses={courses}>
          <ul className="catalog__grid showcase__grid">
            {query.data
              ? courses.map((course) => (
                  <li key={course.id}>
                    <CourseCard course={course} />
                  </li>
                ))
              : Array.from({ length: 12 }, (_, i) => (
                  <li key={`skeleton-${i}`}>
                    <CourseCardSkeleton />
                  </li>
                ))}
          </ul>
        </QuickViewProvider>
      )}
      {query.hasNextPage ? (
        <div className="showcase__more">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void query.fetchNextPage()}
            isBusy={query.isFetchingNextPage}
            busyLabel="Loading…"
          >
            Show More Courses
          </Button>
          {query.isFetchNextPageError ? (
            <p className="field__error" role="alert">
              More courses could not be loaded. Try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
