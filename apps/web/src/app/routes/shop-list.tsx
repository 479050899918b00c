import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { featuredProductsQuery, productQueries } from '../../features/shop/api/products'
import { ProductCatalog } from '../../features/shop/components/product-catalog'
import { ShopHeader } from '../../features/shop/components/shop-header'
import { parseProductListQuery } from '../../features/shop/hooks/use-product-list-state'

/** The page of products (sort and page from the URL) and the header's carousel, before render. */
export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const query = parseProductListQuery(new URL(request.url).searchParams)
    await Promise.all([
      queryClient.ensureQueryData(productQueries.list(query)),
      // The carousel is a nicety: a failure leaves the header without it, not the page broken.
      queryClient.prefetchQuery(featuredProductsQuery()),
    ])
    return null
  }

export const ErrorBoundary = PageError

export default function ShopListPage() {
  return (
    <>
      <ShopHeader />
      <ProductCatalog />
    </>
  )
}
