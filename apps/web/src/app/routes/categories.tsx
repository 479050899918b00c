import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { CategoryDirectory } from '../../features/catalog/components/category-directory'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const ErrorBoundary = PageError

export const meta = {
  title: 'Categories',
  description:
    'Browse every subject on Learnlane, from programming and data to design, business and personal growth.',
  canonicalPath: paths.categories,
  image: siteCard,
} satisfies PageMeta

export default function CategoriesPage() {
  usePageMeta(meta)
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
