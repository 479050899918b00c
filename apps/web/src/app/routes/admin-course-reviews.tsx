import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { PageHeader } from '../../components/layout/page-header'
import { courseReviewQueries } from '../../features/admin/api/admin-course-reviews'
import {
  AdminCourseReviews,
  reviewPageOf,
} from '../../features/admin/components/admin-course-reviews'
import { AdminNav } from '../../features/admin/components/admin-nav'
import { storedSessionMayOpen } from '../../features/auth/session'
import { paths } from '../../config/paths'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

/** Starts the queue's request with the page's code; the page shows its own loading and errors. */
export const loader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    if (storedSessionMayOpen('admin')) {
      const page = reviewPageOf(new URL(request.url).searchParams)
      void queryClient.prefetchQuery(courseReviewQueries.list(page))
    }
    return null
  }

export const meta = {
  title: 'Course reviews',
  description:
    'Courses mentors sent for review, the longest-waiting first. Approve one to put it live, or reject it with a reason the mentor reads.',
  canonicalPath: paths.adminCourseReviews,
  noindex: true,
} satisfies PageMeta

export default function AdminCourseReviewsPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Course reviews"
        crumbs={[{ label: 'Admin' }, { label: 'Course reviews' }]}
        description="Every course is reviewed before it goes live. Approve one to put it in the catalog, search and sitemap, or reject it with a reason the mentor reads."
      >
        <AdminNav />
      </PageHeader>
      <div className="section">
        <div className="container">
          <AdminCourseReviews />
        </div>
      </div>
    </>
  )
}
