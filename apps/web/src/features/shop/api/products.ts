import type {
  Product,
  ProductListQuery,
  ProductListResponse,
  ProductReview,
  ProductReviewInput,
  ProductReviewList,
} from '@app/domain/shop'
import { PRODUCT_PAGE_SIZE } from '@app/domain/shop/options'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api-client'

/** The query the API reads: the default sort and page 1 are left out. */
function productListQuery(query: Partial<ProductListQuery>) {
  return {
    sort: query.sort && query.sort !== 'default' ? query.sort : undefined,
    page: query.page && query.page > 1 ? query.page : undefined,
    pageSize: query.pageSize && query.pageSize !== PRODUCT_PAGE_SIZE ? query.pageSize : undefined,
  }
}

export const productQueries = {
  all: ['products'] as const,
  /** GET /api/products: one page of products in a sort order. */
  list: (query: Partial<ProductListQuery>) =>
    queryOptions({
      queryKey: [...productQueries.all, 'list', productListQuery(query)],
      queryFn: ({ signal }) =>
        api.get<ProductListResponse>('/products', productListQuery(query), signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...productQueries.all, 'detail', id],
      queryFn: ({ signal }) => api.get<Product>(`/products/${id}`, undefined, signal),
    }),
  /** Up to 8 products, same category first, never the product itself. */
  related: (id: number) =>
    queryOptions({
      queryKey: [...productQueries.all, 'related', id],
      queryFn: ({ signal }) => api.get<Product[]>(`/products/${id}/related`, undefined, signal),
    }),
  reviews: (id: number) =>
    queryOptions({
      queryKey: [...productQueries.all, 'reviews', id],
      queryFn: ({ signal }) =>
        api.get<ProductReviewList>(`/products/${id}/reviews`, undefined, signal),
    }),
}

/** The shop header's carousel: the best-rated products. */
export const featuredProductsQuery = () =>
  productQueries.list({ sort: 'rating-desc', page: 1, pageSize: 8 })

/** POST /api/products/:id/reviews (signed in): 201 new, 200 when the account's review is edited. */
export function postProductReview(id: number, input: ProductReviewInput): Promise<ProductReview> {
  return api.post<ProductReview>(`/products/${id}/reviews`, input)
}

/** The route's id as a positive integer, or null when it cannot be a product id. */
export function parseProductId(raw: string | undefined): number | null {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/**
 * The product a /shop-single/{id} URL shows: that product, or the first product when the id is
 * unknown (SPEC section 2). Both land in the detail cache; null when the shop has no products.
 */
export async function ensureProductOrFirst(
  queryClient: QueryClient,
  rawId: string | undefined,
): Promise<{ id: number; isFallback: boolean } | null> {
  const id = parseProductId(rawId)
  if (id !== null) {
    try {
      await queryClient.ensureQueryData(productQueries.detail(id))
      return { id, isFallback: false }
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err
    }
  }
  const first = await queryClient.ensureQueryData(productQueries.list({ page: 1, pageSize: 1 }))
  const product = first.items[0]
  if (!product) return null
  queryClient.setQueryData(productQueries.detail(product.id).queryKey, product)
  return { id: product.id, isFallback: true }
}
