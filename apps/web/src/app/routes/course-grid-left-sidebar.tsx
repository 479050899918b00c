import type { QueryClient } from '@tanstack/react-query'
import { useLocation, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { paths } from '../../config/paths'
import { courseQueries } from '../../features/catalog/api/courses'
import { CourseCatalog } from '../../features/catalog/components/course-catalog'
import { TopicTags } from '../../features/catalog/components/topic-tags'
import {
  categoryPath,
  parseCourseFilters,
  singleCategory,
} from '../../features/catalog/filters-url'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'
import { siteCard } from '../../lib/entity-meta'
import { listingMeta, usePageMeta, type PageMeta } from '../../lib/page-meta'
import type { Crumb } from '../../components/layout/page-header'
import { breadcrumbLd } from '../../lib/structured-data'
import type { LoaderOptions } from '../route-module'

/**
 * The page of courses and its filter counts: waited for by the server's render; in the browser
 * fetched while the route renders (the grid shows skeletons).
 */
export const loader =
  (queryClient: QueryClient, { isServerRender }: LoaderOptions) =>
  async ({ request }: LoaderFunctionArgs) => {
    const filters = parseCourseFilters(new URL(request.url).searchParams)
    const courses = queryClient.prefetchQuery(courseQueries.list(filters))
    if (isServerRender) await courses
    return null
  }

export const ErrorBoundary = PageError

export const meta = {
  title: 'Web Development Courses',
  description:
    'Build websites and web apps from the ground up: HTML, CSS and JavaScript, modern frameworks, back ends and deployment, taught by working developers.',
  canonicalPath: paths.courses,
  image: siteCard,
  jsonLd: [
    breadcrumbLd([
      { name: 'Development', path: paths.categories },
      { name: 'Web Development', path: paths.courses },
    ]),
  ],
} satisfies PageMeta

/** What the title block says: the spec's, or the category when the grid is filtered on one. */
export function gridHeading(search: string): {
  title: string
  crumbs: Crumb[]
  description: string
  jsonLd: PageMeta['jsonLd']
} {
  const category = singleCategory(parseCourseFilters(new URLSearchParams(search)))
  if (!category) {
    return {
      title: meta.title,
      crumbs: [{ label: 'Development', to: paths.categories }, { label: 'Web Development' }],
      description: meta.description,
      jsonLd: meta.jsonLd,
    }
  }
  return {
    title: `${category} Courses`,
    crumbs: [{ label: 'Courses', to: paths.courses }, { label: category }],
    description: `Every ${category} course in the catalog, taught by working practitioners. Narrow them down by level, language, price, length and rating.`,
    jsonLd: [
      breadcrumbLd([
        { name: 'Courses', path: paths.courses },
        { name: category, path: categoryPath(category) },
      ]),
    ],
  }
}

export default function CourseGridLeftSidebarPage() {
  const { search } = useLocation()
  const heading = gridHeading(search)
  usePageMeta(
    listingMeta(
      { ...meta, title: heading.title, description: heading.description, jsonLd: heading.jsonLd },
      search,
    ),
  )
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} description={heading.description}>
        <TopicTags />
      </PageHeader>
      <WishlistHearts>
        <CourseCatalog />
      </WishlistHearts>
    </>
  )
}
