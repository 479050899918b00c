import type { QueryClient } from '@tanstack/react-query'
import { useLocation, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { articleQueries } from '../../features/blog/api/articles'
import {
  ARTICLES_PER_PAGE,
  ArticleList,
  pageFromParams,
} from '../../features/blog/components/article-list'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { listingMeta, usePageMeta, type PageMeta } from '../../lib/page-meta'
import { breadcrumbLd } from '../../lib/structured-data'

export const loader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const page = pageFromParams(new URL(request.url).searchParams)
    void queryClient.prefetchQuery(articleQueries.list(page, ARTICLES_PER_PAGE))
    return null
  }

export const ErrorBoundary = PageError

export const meta = {
  title: 'Blog',
  description:
    'Study habits, career stories and practical guides from Learnlane’s instructors and team, with new articles every week.',
  canonicalPath: paths.blog,
  image: siteCard,
  jsonLd: [breadcrumbLd([{ name: 'Blog', path: paths.blog }])],
} satisfies PageMeta

export default function BlogGridPage() {
  usePageMeta(listingMeta(meta, useLocation().search))
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
