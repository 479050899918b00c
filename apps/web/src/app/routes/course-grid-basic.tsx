import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { paths } from '../../config/paths'
import { CourseShowcase } from '../../features/catalog/components/course-showcase'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'
import { siteCard } from '../../lib/entity-meta'
import { listingMeta, usePageMeta, type PageMeta } from '../../lib/page-meta'
import { breadcrumbLd } from '../../lib/structured-data'
import { useLocation } from 'react-router'

export const ErrorBoundary = PageError

export const meta = {
  title: 'All Courses',
  description:
    'Every course on Learnlane in one place: sort by title, price or rating and keep scrolling with Show More Courses.',
  canonicalPath: paths.coursesBasic,
  image: siteCard,
  jsonLd: [
    breadcrumbLd([
      { name: 'Courses', path: paths.courses },
      { name: 'All Courses', path: paths.coursesBasic },
    ]),
  ],
} satisfies PageMeta

export default function CourseGridBasicPage() {
  usePageMeta(listingMeta(meta, useLocation().search))
  return (
    <>
      <PageHeader
        title="Courses"
        crumbs={[{ label: 'Courses', to: paths.courses }, { label: 'All Courses' }]}
        description="Every course on Learnlane in one place: pick a sort order and keep scrolling with Show More Courses."
      />
      <WishlistHearts>
        <CourseShowcase />
      </WishlistHearts>
    </>
  )
}
