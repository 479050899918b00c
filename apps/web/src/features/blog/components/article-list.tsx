import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { AlertTriangle, Newspaper } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { errorMessage } from '../../../lib/api-client'
import { articleQueries } from '../api/articles'
import { ArticleCard } from './article-card'

export const ARTICLES_PER_PAGE = 6

export function pageFromParams(params: URLSearchParams): number {
  const n = Number(params.get('page') ?? 1)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/** The blog's article cards, six per page, the page kept in the URL. */
export function ArticleList() {
  const [params] = useSearchParams()
  const page = pageFromParams(params)
  const query = useQuery({
    ...articleQueries.list(page, ARTICLES_PER_PAGE),
    placeholderData: keepPreviousData,
  })
  const data = query.data
  if (query.isError && !data)
    return (
      <EmptyState
        icon={<AlertTriangle size={28} />}
        title="We could not load the articles"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    )
  if (data && data.items.length === 0)
    return (
      <EmptyState
        icon={<Newspaper size={28} />}
        title="No articles on this page"
        description="Go back to the first page to read the latest posts."
      />
    )
  return (
    <>
      <ul className="article-grid" aria-busy={query.isFetching || undefined}>
        {data
          ? data.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel="h2" />
              </li>
            ))
          : Array.from({ length: ARTICLES_PER_PAGE }, (_, i) => (
              <li key={`skeleton-${i}`}>
                <div className="article-card" aria-hidden="true">
                  <div className="cover-frame skeleton" />
                  <div className="article-card__body">
                    <span className="skeleton skeleton--line" style={{ width: '40%' }} />
                    <span className="skeleton skeleton--line" style={{ width: '90%' }} />
                    <span className="skeleton skeleton--line" style={{ width: '70%' }} />
                  </div>
                </div>
              </li>
            ))}
      </ul>
      {data ? (
        <Pagination
          className="article-grid__pagination"
          page={page}
          pageCount={data.pageCount}
          hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')}
          label="Blog pages"
        />
      ) : null}
    </>
  )
}
