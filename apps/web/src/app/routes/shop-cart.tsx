import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { paths } from '../../config/paths'
import { CartPage } from '../../features/cart/components/cart-page'

// The cart lives in this browser's storage, so there is nothing to load before the page.
export const loader = () => () => null

export const ErrorBoundary = PageError

export default function ShopCartPage() {
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
