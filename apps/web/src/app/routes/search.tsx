import { useSearchParams } from 'react-router'
import { PageHeader } from '../../components/layout/page-header'
import { SearchPageView } from '../../features/search/components/search-page-view'

export default function SearchPage() {
  const [params] = useSearchParams()
  const q = params.get('q')?.trim()
  return (
    <>
      <PageHeader title={q ? `Search: ${q}` : 'Search'} crumbs={[{ label: 'Search' }]} />
      <SearchPageView />
    </>
  )
}
