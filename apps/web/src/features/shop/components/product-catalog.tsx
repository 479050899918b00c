import { PRODUCT_SORTS } from '@app/domain/shop/options'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { AlertTriangle, PackageSearch } from 'lucide-react'
import { Link } from 'react-router'
import { Pagination } from '../../../components/catalog/pagination'
import { SortSelect } from '../../../components/catalog/sort-select'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { errorMessage } from '../../../lib/api-client'
import { productQueries } from '../api/products'
import { useProductListState } from '../hooks/use-product-list-state'
import { ProductCard } from './product-card'
import './shop.css'

/** Cards on the first screen load their artwork at once; the rest when scrolled near. */
const EAGER_IMAGES = 4

function rangeText(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0) return 'No products'
  const first = (page - 1) * pageSize + 1
  return `Showing ${first} - ${first + shown - 1} Of ${total} Products`
}

/** Sort, the product grid and pagination, with sort and page in the URL. */
export function ProductCatalog() {
  const { query, setSort, hrefForPage } = useProductListState()
  const list = useQuery({ ...productQueries.list(query), placeholderData: keepPreviousData })
  const data = list.data

  return (
    <section className="shop-catalog container" aria-labelledby="shop-catalog-title">
      <div className="shop-catalog__toolbar">
        <h2 id="shop-catalog-title" className="shop-catalog__title">
          All Products
        </h2>
        <p className="shop-catalog__range" aria-live="polite">
          {data ? rangeText(data.page, data.pageSize, data.items.length, data.total) : '\u00a0'}
        </p>
        <SortSelect value={query.sort} options={PRODUCT_SORTS} onChange={setSort} />
      </div>

      {list.isError && !data ? (
        <EmptyState
          icon={<AlertTriangle size={28} />}
          title="We could not load the products"
          description={errorMessage(list.error)}
          action={
            <Button
              onClick={() => void list.refetch()}
              isBusy={list.isFetching}
              busyLabel="Retrying…"
            >
              Try again
            </Button>
          }
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState
          icon={<PackageSearch size={28} />}
          title="No products on this page"
          action={
            <Link className="btn btn--secondary" to={hrefForPage(1)}>
              Back to the first page
            </Link>
          }
        />
      ) : (
        <ul
          className="shop-grid"
          aria-busy={list.isFetching || undefined}
          data-stale={list.isPlaceholderData || undefined}
        >
          {(data?.items ?? []).map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} isImageLazy={index >= EAGER_IMAGES} />
            </li>
          ))}
        </ul>
      )}

      {data ? (
        <Pagination
          className="shop-catalog__pagination"
          page={query.page}
          pageCount={data.pageCount}
          hrefFor={hrefForPage}
          label="Product pages"
        />
      ) : null}
    </section>
  )
}
