import { useQuery } from '@tanstack/react-query'
import { Carousel } from '../../../components/catalog/carousel'
import { productQueries } from '../api/products'
import { ProductCard } from './product-card'

/** Related products: 1.2 cards on a phone, 2 from 700 px, 4 from 1000 px. */
const BREAKPOINTS = {
  0: { slidesPerView: 1.2, spaceBetween: 15 },
  700: { slidesPerView: 2, spaceBetween: 24 },
  1000: { slidesPerView: 4, spaceBetween: 24 },
}

/** Products related to this one (same category first), loaded with the page; hidden when none. */
export function RelatedProducts({ productId }: { productId: number }) {
  const related = useQuery(productQueries.related(productId))
  const products = related.data ?? []
  if (!products.length) return null
  return (
    <section className="related-products" aria-labelledby="related-products-title">
      <h2 id="related-products-title" className="related-products__title">
        Related Products
      </h2>
      <Carousel
        label="Related products"
        slidesPerView={1.2}
        spaceBetween={15}
        breakpoints={BREAKPOINTS}
        hasArrows
      >
        {products.map((product) => (
          <ProductCard key={product.id} product={product} isImageLazy />
        ))}
      </Carousel>
    </section>
  )
}
