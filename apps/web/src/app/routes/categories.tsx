import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { CategoryDirectory } from '../../features/catalog/components/category-directory'

export const ErrorBoundary = PageError

export default function CategoriesPage() {
  return (
    <>
      <PageHeader
        title="Categories"
        description="Browse every subject on Learnlane, from programming and data to design, business and personal growth."
      />
      <CategoryDirectory />
    </>
  )
}
