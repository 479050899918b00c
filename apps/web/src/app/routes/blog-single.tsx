import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { FileX } from 'lucide-react'
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { EmptyState } from '../../components/ui/empty-state'
import { paths } from '../../config/paths'
import { articleQueries } from '../../features/blog/api/articles'
import { ArticleView } from '../../features/blog/components/article-view'
import { ApiError } from '../../lib/api-client'
import { articlePageMeta } from '../../lib/entity-meta'
import { usePageMeta } from '../../lib/page-meta'

const idOf = (raw: string | undefined) => {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = idOf(params.id)
    if (id === null) return { isMissing: true }
    try {
      await queryClient.ensureQueryData(articleQueries.detail(id))
      return { isMissing: false }
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return { isMissing: true }
      throw err
    }
  }

export const ErrorBoundary = PageError

function ArticleNotFound() {
  usePageMeta({
    title: 'Article not found',
    description:
      'This article does not exist on the Learnlane blog or has been moved. Read the blog for study habits, career stories and guides.',
    noindex: true,
    status: 404,
  })
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-24)' }}>
      <h1 className="visually-hidden">Article not found</h1>
      <EmptyState
        icon={<FileX size={28} />}
        title="Article not found"
        description="This article does not exist or has been moved."
        action={
          <Link className="btn btn--primary" to={paths.blog}>
            Read the blog
          </Link>
        }
      />
    </div>
  )
}

function Article({ id }: { id: number }) {
  const { data } = useSuspenseQuery(articleQueries.detail(id))
  usePageMeta(articlePageMeta(data))
  return <ArticleView article={data} />
}

export default function BlogSinglePage() {
  const id = idOf(useParams().id)
  const { isMissing } = useLoaderData<{ isMissing: boolean }>()
  return id === null || isMissing ? <ArticleNotFound /> : <Article key={id} id={id} />
}
