import type { QueryClient } from '@tanstack/react-query'
import { useLocation, type LoaderFunctionArgs } from 'react-router'
import { PageHeader } from '../../components/layout/page-header'
import { InstructorDirectory } from '../../features/instructors/components/instructor-directory'
import { PageError } from '../../components/catalog/page-error'
import { paths } from '../../config/paths'
import { instructorQueries } from '../../features/instructors/api/instructors'
import { parseInstructorFilters } from '../../features/instructors/hooks/use-instructor-filters'
import { siteCard } from '../../lib/entity-meta'
import { listingMeta, usePageMeta, type PageMeta } from '../../lib/page-meta'
import { breadcrumbLd } from '../../lib/structured-data'
import type { LoaderOptions } from '../route-module'

/**
 * The page of mentors the URL asks for: waited for by the server's render; in the browser
 * fetched while the route renders (the directory shows skeletons).
 */
export const loader =
  (queryClient: QueryClient, { isServerRender }: LoaderOptions) =>
  async ({ request }: LoaderFunctionArgs) => {
    const filters = parseInstructorFilters(new URL(request.url).searchParams)
    const mentors = queryClient.prefetchQuery(instructorQueries.list(filters))
    if (isServerRender) await mentors
    return null
  }

export const ErrorBoundary = PageError

export const meta = {
  title: 'Instructors and Mentors',
  description:
    'Meet the mentors who help beginner designers and developers turn first steps into real skills, one practical lesson at a time.',
  canonicalPath: paths.instructors,
  image: siteCard,
  jsonLd: [breadcrumbLd([{ name: 'Instructors', path: paths.instructors }])],
} satisfies PageMeta

export default function InstructorListPage() {
  usePageMeta(listingMeta(meta, useLocation().search))
  return (
    <>
      <PageHeader
        title="Instructor"
        crumbs={[{ label: 'Instructors' }]}
        description="Meet the mentors who help beginner designers and developers turn first steps into real skills, one practical lesson at a time."
      />
      <InstructorDirectory />
    </>
  )
}
