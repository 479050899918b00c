import type { Product } from '@app/domain/shop'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Carousel } from '../../../components/catalog/carousel'
import { PriceTag } from '../../../components/catalog/price-tag'
import { PageHeader } from '../../../components/layout/page-header'
import { paths } from '../../../config/paths'
import { featuredProductsQuery } from '../api/products'
import { ProductImage } from './product-image'
import './shop.css'

/** 1.5 tiles on a phone, up to 5 on a wide screen. */
const BREAKPOINTS = {
  0: { slidesPerView: 1.5, spaceBetween: 16 },
  560: { slidesPerView: 2.5, spaceBetween: 16 },
  768: { slidesPerView: 3, spaceBetween: 20 },
  1024: { slidesPerView: 4, spaceBetween: 24 },
  1280: { slidesPerView: 5, spaceBetween: 24 },
}

function ProductTile({ product }: { product: Product }) {
  return (
    <Link to={paths.shopSingle(product.id)} className="shop-tile">
      <ProductImage src={product.imgSrc} alt="" className="shop-tile__image" />
      <span className="shop-tile__body">
        <span className="shop-tile__title">{product.title}</span>
        <PriceTag priceCents={product.priceCents} compareAtCents={product.compareAtCents} />
      </span>
    </Link>
  )
}

/** The shop's page header: title, a carousel of related products and Show More Products. */
export function ShopHeader() {
  const featured = useQuery(featuredProductsQuery())
  const products = featured.data?.items ?? []
  return (
    <PageHeader
      title="Shop"
      description="Books, kits and gift cards picked by our mentors to go with your courses."
    >
      {products.length ? (
        <div className="shop-header__related">
          <div className="shop-header__related-head">
            <h2 className="shop-header__related-title">Related Products</h2>
            {/* SPEC section 2: the Show More Products link goes to /blog-grid. */}
            <Link className="shop-header__more" to={paths.blog}>
              Show More Products <ArrowRight aria-hidden="true" size={18} />
            </Link>
          </div>
          <Carousel
            label="Related products"
            slidesPerView={1.5}
            spaceBetween={16}
            breakpoints={BREAKPOINTS}
            hasArrows
          >
            {products.map((product) => (
              <ProductTile key={product.id} product={product} />
            ))}
          </Carousel>
        </div>
      ) : (
        <Link className="shop-header__more" to={paths.blog}>
          Show More Products <ArrowRight aria-hidden="true" size={18} />
        </Link>
      )}
    </PageHeader>
  )
}
