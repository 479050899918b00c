import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { paths } from '../../config/paths'
import { CartPage } from '../../features/cart/components/cart-page'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

// The cart lives in this browser's storage, so there is nothing to load before the page.
export const loader = () => () => null

export const ErrorBoundary = PageError

export const meta = {
  title: 'Cart',
  description:
    'Your Learnlane cart: check the courses and products you picked, change quantities, apply a coupon and go on to checkout.',
  canonicalPath: paths.cart,
  noindex: true,
} satisfies PageMeta

export default function ShopCartPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="Cart"
        crumbs={[{ label: 'Shop', to: paths.shopList }, { label: 'Cart' }]}
      />
      <CartPage />
    </>
  )
}
