import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { PackageSearch } from 'lucide-react'
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { Breadcrumb } from '../../components/layout/breadcrumb'
import { EmptyState } from '../../components/ui/empty-state'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { ensureProductOrFirst, productQueries } from '../../features/shop/api/products'
import { ProductDetail } from '../../features/shop/components/product-detail'
import { productPageMeta } from '../../lib/entity-meta'
import { usePageMeta } from '../../lib/page-meta'

interface ShopSingleData {
  /** The product shown: the URL's, or the first product when the URL's id is unknown. */
  productId: number | null
}

/** The product (or the first one for an unknown id), its reviews and related products. */
export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs): Promise<ShopSingleData> => {
    const found = await ensureProductOrFirst(queryClient, params.id)
    if (!found) return { productId: null }
    // Reviews and related products have their own error states: a failure there keeps the page.
    await Promise.all([
      queryClient.prefetchQuery(productQueries.reviews(found.id)),
      queryClient.prefetchQuery(productQueries.related(found.id)),
    ])
    return { productId: found.id }
  }

export const ErrorBoundary = PageError

function Product({ id }: { id: number }) {
  const { data: product } = useSuspenseQuery(productQueries.detail(id))
  const session = useSession()
  usePageMeta(productPageMeta(product))
  return (
    <>
      <div className="container product-page__crumbs">
        <Breadcrumb trail={[{ label: 'Shop', to: paths.shopList }, { label: product.title }]} />
      </div>
      <ProductDetail product={product} canReview={session.role !== null} />
    </>
  )
}

function NoProducts() {
  usePageMeta({
    title: 'Product not found',
    description:
      'This product is not in the Learnlane shop. Browse the shop for books, kits and gift cards, or the catalog for courses.',
    noindex: true,
    status: 404,
  })
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-24)' }}>
      <h1 className="visually-hidden">Product not found</h1>
      <EmptyState
        icon={<PackageSearch size={28} />}
        title="The shop has no products yet"
        action={
          <Link className="btn btn--primary" to={paths.courses}>
            Browse courses
          </Link>
        }
      />
    </div>
  )
}

export default function ShopSinglePage() {
  const { productId } = useLoaderData<ShopSingleData>()
  return productId === null ? <NoProducts /> : <Product key={productId} id={productId} />
}
