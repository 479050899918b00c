import { COURSE_SORTS } from '@app/domain/catalog/options'
import type { CourseListResponse, CourseSort } from '@app/domain/catalog'
import { useInfiniteQuery } from '@tanstack/react-query'
import { AlertTriangle, SearchX } from 'lucide-react'
import { Form, Link, useLocation, useSearchParams } from 'react-router'
import { CourseCard, CourseCardSkeleton } from '../../../components/catalog/course-card'
import { QuickViewProvider } from '../../../components/catalog/quick-view'
import { SortSelect } from '../../../components/catalog/sort-select'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { api, errorMessage } from '../../../lib/api-client'
import { courseListQuery } from '../api/courses'
import './course-catalog.css'

const SORTS: readonly string[] = COURSE_SORTS.map((s) => s.value)
const PAGE_SIZE = 12

/** The page the list starts at: 1 unless a visitor without JavaScript asked for the next ones. */
function startPage(raw: string | null): number {
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1
}

/**
 * All courses, 12 at a time: Show More Courses appends the next page. The sort is a GET form and
 * Show More Courses submits one for the next page (`?page=2`), so a visitor without JavaScript
 * still sorts and goes on through the list, a page at a time; with it, both act in place.
 */
export function CourseShowcase() {
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const raw = params.get('sort') ?? 'default'
  const sort = (SORTS.includes(raw) ? raw : 'default') as CourseSort
  const start = startPage(params.get('page'))
  const query = useInfiniteQuery({
    queryKey: ['courses', 'showcase', sort, start],
    initialPageParam: start,
    queryFn: ({ pageParam, signal }) =>
      api.get<CourseListResponse>('/courses', courseListQuery({ sort, page: pageParam }), signal),
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  })
  const courses = query.data?.pages.flatMap((p) => p.items) ?? []
  const total = query.data?.pages[0]?.total
  const first = (start - 1) * PAGE_SIZE + 1
  const nextPage = query.data?.pages.at(-1)?.page
  const range =
    total === undefined
      ? '\u00a0'
      : start === 1
        ? `${courses.length} of ${total} courses`
        : `${first} - ${first + courses.length - 1} of ${total} courses`

  return (
    <div className="container showcase">
      <div className="catalog__toolbar">
        <p className="catalog__range" aria-live="polite">
          {courses.length > 0 || start === 1 ? range : '\u00a0'}
        </p>
        <Form method="get" action={pathname} preventScrollReset className="showcase__sort">
          <SortSelect
            value={sort}
            options={COURSE_SORTS}
            name="sort"
            onChange={(next) =>
              setParams(next === 'default' ? {} : { sort: next }, { preventScrollReset: true })
            }
          />
          <button type="submit" className="btn btn--secondary catalog__no-script">
            Sort
          </button>
        </Form>
      </div>
      {query.isError && !query.data ? (
        <EmptyState
          icon={<AlertTriangle size={28} />}
          title="We could not load the courses"
          description={errorMessage(query.error)}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : query.data && courses.length === 0 ? (
        <EmptyState
          icon={<SearchX size={28} />}
          title="There are no courses on this page"
          action={
            <Link className="btn btn--secondary" to={pathname}>
              Back to the first page
            </Link>
          }
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
              : Array.from({ length: PAGE_SIZE }, (_, i) => (
                  <li key={`skeleton-${i}`}>
                    <CourseCardSkeleton />
                  </li>
                ))}
          </ul>
        </QuickViewProvider>
      )}
      {query.hasNextPage && nextPage !== undefined ? (
        <Form method="get" action={pathname} className="showcase__more">
          {sort !== 'default' ? <input type="hidden" name="sort" value={sort} /> : null}
          <input type="hidden" name="page" value={nextPage + 1} />
          <Button
            type="submit"
            variant="secondary"
            size="lg"
            onClick={(event) => {
              event.preventDefault()
              void query.fetchNextPage()
            }}
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
        </Form>
      ) : null}
    </div>
  )
}
