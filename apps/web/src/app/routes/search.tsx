import { useSearchParams } from 'react-router'
import { PageHeader } from '../../components/layout/page-header'
import { paths } from '../../config/paths'
import { SearchPageView } from '../../features/search/components/search-page-view'
import { clipText, metaDescription, usePageMeta } from '../../lib/page-meta'

export default function SearchPage() {
  const [params] = useSearchParams()
  const q = params.get('q')?.trim()
  // Result lists are not indexed: each query would be a thin page of its own.
  usePageMeta({
    title: q ? `Search results for “${clipText(q, 60)}”` : 'Search',
    description: q
      ? metaDescription(
          `Courses, mentors and articles on Learnlane that match “${clipText(q, 60)}”`,
          'Open a result, or change the words to widen or narrow the list.',
        )
      : 'Search Learnlane for courses, mentors and articles by title, skill or name, and go straight to what you are looking for.',
    canonicalPath: paths.search(),
    noindex: true,
  })
  return (
    <>
      <PageHeader title={q ? `Search: ${q}` : 'Search'} crumbs={[{ label: 'Search' }]} />
      <SearchPageView />
    </>
  )
}
