import { useQuery } from '@tanstack/react-query'
import { LogIn } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import type { Product } from '@app/domain/shop'
import { Button } from '../../../components/ui/button'
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs'
import { paths } from '../../../config/paths'
import { rememberReturnTo } from '../../../lib/return-to'
import { productQueries } from '../api/products'
import { ProductReviews } from './product-reviews'

// The form and its validation load with the page's first idle moment, not in its first paint.
const ProductReviewForm = lazy(() =>
  import('./product-review-form').then((m) => ({ default: m.ProductReviewForm })),
)

function GuestNote() {
  const location = useLocation()
  return (
    <div className="review-guest">
      <LogIn aria-hidden="true" size={20} />
      <p>
        Log in to post a review: reviews come from Learnlane accounts, so buyers can trust them.{' '}
        <Link to={paths.login} onClick={() => rememberReturnTo(location.pathname)}>
          Log in
        </Link>{' '}
        or <Link to={paths.register}>create an account</Link>.
      </p>
    </div>
  )
}

function ReviewsPanel({ productId, canReview }: { productId: number; canReview: boolean }) {
  const reviews = useQuery(productQueries.reviews(productId))
  return (
    <>
      {reviews.data ? (
        <ProductReviews list={reviews.data} />
      ) : reviews.isError ? (
        <div className="inline-error" role="alert">
          <p>The reviews could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p className="product-reviews__none">Loading reviews…</p>
      )}
      <div className="product-tabs__form">
        {canReview ? (
          <Suspense fallback={<p className="product-reviews__none">Loading the form…</p>}>
            <ProductReviewForm productId={productId} />
          </Suspense>
        ) : (
          <GuestNote />
        )}
      </div>
    </>
  )
}

interface ProductTabsProps {
  product: Product
  /** A signed-in account (any role) may post a review. */
  canReview: boolean
}

/** Description and Review tabs: the full description; the reviews and the review form. */
export function ProductTabs({ product, canReview }: ProductTabsProps) {
  return (
    <section id="product-tabs" className="product-tabs" aria-label="Product details and reviews">
      <Tabs defaultValue="description">
        <TabList label="Product details">
          <Tab value="description">Description</Tab>
          <Tab value="review">Review</Tab>
        </TabList>
        <TabPanel value="description">
          <div className="product-tabs__description">
            <p>{product.description}</p>
            <ul>
              <li>Written or made by {product.author}.</li>
              <li>Ships within two working days; flat $20.00 shipping per order.</li>
              <li>Category: {product.category}.</li>
            </ul>
          </div>
        </TabPanel>
        <TabPanel value="review">
          <ReviewsPanel productId={product.id} canReview={canReview} />
        </TabPanel>
      </Tabs>
    </section>
  )
}
