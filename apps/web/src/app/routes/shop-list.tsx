import type { QueryClient } from '@tanstack/react-query'
import { useLocation, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { featuredProductsQuery, productQueries } from '../../features/shop/api/products'
import { ProductCatalog } from '../../features/shop/components/product-catalog'
import { ShopHeader } from '../../features/shop/components/shop-header'
import { parseProductListQuery } from '../../features/shop/hooks/use-product-list-state'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { listingMeta, usePageMeta, type PageMeta } from '../../lib/page-meta'
import { breadcrumbLd } from '../../lib/structured-data'

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

export const meta = {
  title: 'Shop',
  description:
    'Books, kits and gift cards picked by our mentors to go with your courses: sort by price or rating and order as a guest.',
  canonicalPath: paths.shopList,
  image: siteCard,
  jsonLd: [breadcrumbLd([{ name: 'Shop', path: paths.shopList }])],
} satisfies PageMeta

export default function ShopListPage() {
  usePageMeta(listingMeta(meta, useLocation().search))
  return (
    <>
      <ShopHeader />
      <ProductCatalog />
    </>
  )
}
