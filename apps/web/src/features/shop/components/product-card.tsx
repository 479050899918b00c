import type { Product } from '@app/domain/shop'
import { Link } from 'react-router'
import { PriceTag } from '../../../components/catalog/price-tag'
import { AddToCartButton } from '../../../components/commerce/add-to-cart-button'
import { RatingStars } from '../../../components/ui/rating-stars'
import { paths } from '../../../config/paths'
import { productCartItem } from '../../../lib/cart-store'
import { ProductImage } from './product-image'
import './shop.css'

interface ProductCardProps {
  product: Product
  /** Cards below the first screen fetch their artwork when scrolled near. */
  isImageLazy?: boolean
}

/** Artwork, category, title, rating, price with the struck compare-at price, Add To Cart. */
export function ProductCard({ product, isImageLazy }: ProductCardProps) {
  const href = paths.shopSingle(product.id)
  return (
    <article className="product-card">
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.imgSrc} alt="" isLazy={isImageLazy} />
      </Link>
      <div className="product-card__body">
        <h3 className="product-card__title">
          <Link to={href}>{product.title}</Link>
        </h3>
        <p className="product-card__author">{product.author}</p>
        <RatingStars value={product.rating} isValueShown count={product.totalReviews} size={14} />
        <div className="product-card__footer">
          <PriceTag priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
          <AddToCartButton
            size="sm"
            variant="secondary"
            isTitleInName
            item={productCartItem(product)}
          />
        </div>
      </div>
    </article>
  )
}
