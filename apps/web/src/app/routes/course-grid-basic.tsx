import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { paths } from '../../config/paths'
import { CourseShowcase } from '../../features/catalog/components/course-showcase'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'

export const ErrorBoundary = PageError

export default function CourseGridBasicPage() {
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
