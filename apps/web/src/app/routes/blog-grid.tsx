import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { articleQueries } from '../../features/blog/api/articles'
import {
  ARTICLES_PER_PAGE,
  ArticleList,
  pageFromParams,
} from '../../features/blog/components/article-list'

export const loader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const page = pageFromParams(new URL(request.url).searchParams)
    void queryClient.prefetchQuery(articleQueries.list(page, ARTICLES_PER_PAGE))
    return null
  }

export const ErrorBoundary = PageError

export default function BlogGridPage() {
  return (
    <>
      <PageHeader
        title="Blog"
        description="Study habits, career stories and practical guides from Learnlane's instructors and team."
      />
      <div className="container section">
        <ArticleList />
      </div>
    </>
  )
}
