import type { Product } from '@app/domain/shop'
import { nextQuantity } from '@app/domain/cart/rules'
import { useState } from 'react'
import { Link } from 'react-router'
import { PriceTag } from '../../../components/catalog/price-tag'
import { AddToCartButton } from '../../../components/commerce/add-to-cart-button'
import { QuantityStepper } from '../../../components/commerce/quantity-stepper'
import { RatingStars } from '../../../components/ui/rating-stars'
import { paths } from '../../../config/paths'
import { productCartItem, useIsInCart } from '../../../lib/cart-store'
import { formatCount } from '../../../lib/format'

function percentOff(price: number, compareAt: number | null): number | null {
  if (compareAt === null || compareAt <= price || compareAt === 0) return null
  return Math.round((1 - price / compareAt) * 100)
}

/** The description's first sentence: the whole text is in the Description tab below. */
function summaryOf(description: string): string {
  const end = description.search(/[.!?](\s|$)/)
  return end === -1 ? description : description.slice(0, end + 1)
}

function stockText(stock: number): string {
  if (stock <= 0) return 'Out of stock'
  if (stock <= 5) return `Only ${stock} left in stock`
  return 'In stock'
}

/**
 * Rating summary, title, author, price with compare-at price, description, quantity selector
 * (never below 1) and Add To Cart with that quantity, then SKU, category and tags.
 */
export function ProductInfo({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1)
  const [text, setText] = useState('1')
  const isInCart = useIsInCart('product', product.id)
  const off = percentOff(product.priceCents, product.compareAtCents)
  const isSoldOut = product.stock <= 0

  const apply = (next: number) => {
    const applied = nextQuantity(quantity, next)
    setQuantity(applied)
    setText(String(applied))
  }

  return (
    <div className="product-info">
      <a className="product-info__rating" href="#product-tabs">
        <RatingStars value={product.rating} isValueShown size={16} />
        <span>
          {formatCount(product.totalReviews)} {product.totalReviews === 1 ? 'review' : 'reviews'}
        </span>
      </a>
      <h1 className="product-info__title">{product.title}</h1>
      <p className="product-info__author">
        By <strong>{product.author}</strong>
      </p>
      <div className="product-info__price">
        <PriceTag priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
        {off ? <span className="product-info__off">{off}% OFF</span> : null}
      </div>
      <p className="product-info__description">{summaryOf(product.description)}</p>
      <p className={isSoldOut ? 'product-info__stock is-out' : 'product-info__stock'}>
        {stockText(product.stock)}
      </p>
      <div className="product-info__buy">
        <QuantityStepper
          label="Quantity"
          text={text}
          value={quantity}
          isDisabled={isSoldOut || isInCart}
          onStep={apply}
          onTextChange={(typed) => {
            setText(typed)
            // Values below 1 are ignored (SPEC section 4); the field shows the quantity again on blur.
            if (typed.trim() !== '') setQuantity((q) => nextQuantity(q, Number(typed)))
          }}
          onBlur={() => setText(String(quantity))}
        />
        {isSoldOut ? (
          <p className="product-info__sold-out">This product is sold out for now.</p>
        ) : (
          <AddToCartButton
            size="lg"
            className="product-info__add"
            quantity={quantity}
            item={productCartItem(product)}
          />
        )}
      </div>
      {isInCart ? (
        <p className="product-info__in-cart">
          In your cart. <Link to={paths.cart}>View cart</Link>
        </p>
      ) : null}
      <dl className="product-info__meta">
        <div>
          <dt>SKU:</dt>
          <dd>{product.sku}</dd>
        </div>
        <div>
          <dt>Category:</dt>
          <dd>{product.category}</dd>
        </div>
        <div>
          <dt>Tags:</dt>
          <dd>{product.tags.join(', ')}</dd>
        </div>
      </dl>
    </div>
  )
}
