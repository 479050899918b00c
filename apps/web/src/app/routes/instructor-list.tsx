import { PageHeader } from '../../components/layout/page-header'
import { InstructorDirectory } from '../../features/instructors/components/instructor-directory'
import { PageError } from '../../components/catalog/page-error'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { listingMeta, usePageMeta, type PageMeta } from '../../lib/page-meta'
import { breadcrumbLd } from '../../lib/structured-data'
import { useLocation } from 'react-router'

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
