import { PackageX } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'

interface OrderMissingProps {
  /** True when the URL named an order that could not be found (or is someone else's). */
  hasId: boolean
  ordersHref: string | null
}

/** No order to show: a way to the shop and to the account's orders (or the login). */
export function OrderMissing({ hasId, ordersHref }: OrderMissingProps) {
  return (
    <div className="container cart-page">
      <EmptyState
        as="h2"
        icon={<PackageX size={28} />}
        title={hasId ? 'We could not find that order' : 'No order to show'}
        description={
          hasId
            ? 'The link may be incomplete, or the order belongs to another account. Your orders are listed in your account.'
            : 'This page shows an order after checkout. Your past orders are listed in your account.'
        }
        action={
          <>
            <Link className="btn btn--primary" to={paths.shopList}>
              Go to the shop
            </Link>
            <Link className="btn btn--secondary" to={ordersHref ?? paths.login}>
              {ordersHref ? 'View my orders' : 'Log in to see your orders'}
            </Link>
          </>
        }
      />
    </div>
  )
}
