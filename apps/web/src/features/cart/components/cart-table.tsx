import { isBoughtOnce } from '@app/domain/cart/rules'
import { Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { QuantityStepper } from '../../../components/commerce/quantity-stepper'
import { paths } from '../../../config/paths'
import { lineKey, removeFromCart, setCartQuantity } from '../../../lib/cart-store'
import { formatPrice } from '../../../lib/format'
import { releaseSessionHold } from '../api/cart'
import type { CartViewLine } from '../hooks/use-cart-quote'
import { LineThumb } from './line-thumb'
import { OpenOrderLink } from './open-order-link'
import { SessionLineFacts } from './session-line-facts'

/** Where a line's item is shown: its course or product page, or a session's mentor (null: unknown). */
export const hrefOf = (line: Pick<CartViewLine, 'kind' | 'id' | 'instructorId'>): string | null =>
  line.kind === 'product'
    ? paths.shopSingle(line.id)
    : line.kind === 'session'
      ? line.instructorId
        ? `${paths.instructor(line.instructorId)}#sessions`
        : null
      : paths.course(line.id)

export const KIND_LABELS: Record<CartViewLine['kind'], string> = {
  course: 'Online course',
  product: 'Product',
  session: '1:1 mentoring session',
}

/**
 * The line's picture, then its title and kind; a session adds its start and its hold's countdown
 * under them. The title links to the item (the picture too, as a second way to the same place
 * that the keyboard and screen readers skip); the session's facts stay out of the link's name.
 */
function LineItem({ line }: { line: CartViewLine }) {
  const href = hrefOf(line)
  return (
    <div className="cart-table__item">
      {href ? (
        <Link to={href} className="cart-table__thumb" tabIndex={-1} aria-hidden="true">
          <LineThumb {...line} />
        </Link>
      ) : (
        <LineThumb {...line} />
      )}
      <div className="cart-table__text">
        {href ? (
          <Link to={href} className="cart-table__title">
            {line.title}
          </Link>
        ) : (
          <span className="cart-table__title">{line.title}</span>
        )}
        <span className="cart-table__kind">{KIND_LABELS[line.kind]}</span>
        {line.kind === 'session' ? <SessionLineFacts line={line} /> : null}
      </div>
    </div>
  )
}

interface CartTableProps {
  lines: readonly CartViewLine[]
  /** Typed quantities not applied yet (Update Cart applies them), by line key. */
  drafts: Readonly<Record<string, string>>
  onDraftChange: (key: string, text: string | null) => void
}

/**
 * Product, price, quantity, subtotal and remove, one row per line (stacked cards under 768 px).
 * Minus and plus apply at once; typed quantities wait for Update Cart. A course shows its one copy
 * as plain text, and so does a session (with its start and its hold's countdown).
 */
export function CartTable({ lines, drafts, onDraftChange }: CartTableProps) {
  return (
    <table className="cart-table">
      <caption className="visually-hidden">Items in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Subtotal</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const key = lineKey(line)
          return (
            <tr key={key} className="cart-table__row">
              <td className="cart-table__product">
                <LineItem line={line} />
                {line.problem ? (
                  <p className="cart-table__problem" role="alert">
                    {line.problem} <OpenOrderLink orderId={line.openOrderId} />
                  </p>
                ) : null}
              </td>
              <td data-label="Price">{formatPrice(line.unitPriceCents)}</td>
              <td data-label="Quantity">
                {isBoughtOnce(line.kind) ? (
                  // A course or a session is bought once: no quantity to choose.
                  <span className="cart-table__once">
                    1
                    <span className="visually-hidden">
                      {line.kind === 'session'
                        ? ' (a session is booked once)'
                        : ' (a course is bought once)'}
                    </span>
                  </span>
                ) : (
                  <QuantityStepper
                    label={`Quantity of ${line.title}`}
                    text={drafts[key] ?? String(line.quantity)}
                    value={line.quantity}
                    onTextChange={(text) => onDraftChange(key, text)}
                    onStep={(next) => {
                      setCartQuantity(line.kind, line.id, next)
                      onDraftChange(key, null)
                    }}
                  />
                )}
              </td>
              <td data-label="Subtotal" className="cart-table__subtotal">
                {formatPrice(line.lineTotalCents)}
              </td>
              <td className="cart-table__actions">
                <button
                  type="button"
                  className="cart-table__remove"
                  aria-label={`Remove ${line.title} from the cart`}
                  onClick={() => {
                    removeFromCart(line.kind, line.id)
                    if (line.kind === 'session') releaseSessionHold(line.id)
                    onDraftChange(key, null)
                  }}
                >
                  <Trash2 aria-hidden="true" size={18} />
                  <span className="cart-table__remove-text">Remove</span>
                </button>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
