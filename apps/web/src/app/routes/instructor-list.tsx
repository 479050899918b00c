import { PageHeader } from '../../components/layout/page-header'
import { InstructorDirectory } from '../../features/instructors/components/instructor-directory'
import { PageError } from '../../components/catalog/page-error'

export const ErrorBoundary = PageError

export default function InstructorListPage() {
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
