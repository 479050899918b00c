import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { CheckoutPage } from '../../features/cart/components/checkout-page'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

// The cart lives in this browser's storage and the billing prefill needs the visitor's token:
// nothing to load before the page.
export const loader = () => () => null

export const ErrorBoundary = PageError

export const meta = {
  title: 'Checkout',
  description:
    'Check out on Learnlane: enter your billing details, choose how to pay and place your order for courses and products.',
  canonicalPath: paths.checkout,
  noindex: true,
} satisfies PageMeta

export default function ShopCheckoutPage() {
  usePageMeta(meta)
  const session = useSession()
  return (
    <>
      <PageHeader
        title="Checkout"
        crumbs={[
          { label: 'Shop', to: paths.shopList },
          { label: 'Cart', to: paths.cart },
          { label: 'Checkout' },
        ]}
      />
      <CheckoutPage role={session.role} />
    </>
  )
}
