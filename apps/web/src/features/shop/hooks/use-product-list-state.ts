import { ProductListQuerySchema, type ProductListQuery, type ProductSort } from '@app/domain/shop'
import { useUrlState } from '../../../components/catalog/use-url-state'

/** Sort and page from the URL query, as the API reads them (anything invalid falls back). */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  return ProductListQuerySchema.parse({
    sort: params.get('sort') ?? undefined,
    page: params.get('page') ?? undefined,
  })
}

/** The shortest query: the default sort and page 1 are left out. */
function toSearch(query: Pick<ProductListQuery, 'sort' | 'page'>): string {
  const params = new URLSearchParams()
  if (query.sort !== 'default') params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  const qs = params.toString()
  return qs ? `?${qs}` : '?'
}

/**
 * The shop grid's sort and page, kept in the URL like the course grid's (shareable, Back returns
 * to the previous view). Sorting goes back to page 1 (SPEC section 4).
 */
export function useProductListState() {
  const [query, go] = useUrlState(parseProductListQuery, toSearch)
  return {
    query,
    setSort: (sort: ProductSort) => go({ ...query, sort, page: 1 }),
    hrefForPage: (page: number) => toSearch({ ...query, page }),
  }
}
