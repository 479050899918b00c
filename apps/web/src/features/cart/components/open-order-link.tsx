import { Link } from 'react-router'
import { paths } from '../../../config/paths'

/** Beside "already in your order ..., awaiting payment": the way to that order, to pay it. */
export function OpenOrderLink({ orderId }: { orderId: string | undefined }) {
  if (!orderId) return null
  return (
    <Link className="open-order-link" to={paths.orderReceipt(orderId)}>
      Pay that order instead
    </Link>
  )
}
