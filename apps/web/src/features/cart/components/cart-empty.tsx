import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state'
import { paths } from '../../../config/paths'

/** SPEC section 8: 'You Cart is Empty' with 'Explore Products!' to /shop-list. */
export function CartEmpty({ description }: { description?: string }) {
  return (
    <EmptyState
      icon={<ShoppingCart size={28} />}
      title="You Cart is Empty"
      description={
        description ??
        'Courses and products you add show up here. Find something you like in the shop or the course catalog.'
      }
      action={
        <>
          <Link className="btn btn--primary" to={paths.shopList}>
            Explore Products!
          </Link>
          <Link className="btn btn--secondary" to={paths.courses}>
            Browse courses
          </Link>
        </>
      }
    />
  )
}
