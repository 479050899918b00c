import type { Product } from '@app/domain/shop'
import { ProductInfo } from './product-info'
import { ProductTabs } from './product-tabs'
import { RelatedProducts } from './related-products'
import { ZoomImage } from './zoom-image'
import './shop.css'

interface ProductDetailProps {
  product: Product
  canReview: boolean
}

/** The product page: zoomable image and buying panel, then the tabs, then related products. */
export function ProductDetail({ product, canReview }: ProductDetailProps) {
  return (
    <div className="product-page container">
      <div className="product-page__top">
        <div className="product-page__media">
          <ZoomImage src={product.imgSrc} alt={product.title} />
        </div>
        <ProductInfo product={product} />
      </div>
      <ProductTabs product={product} canReview={canReview} />
      <RelatedProducts productId={product.id} />
    </div>
  )
}
