import { cx } from '../../../components/ui/cx'

/** The generated artwork's size (square, apps/server product-art.ts). */
export const PRODUCT_IMAGE_SIZE = 800

interface ProductImageProps {
  src: string
  /** Empty when a visible title next to it already names the product. */
  alt: string
  /** Below the fold: fetched when scrolled near. */
  isLazy?: boolean
  className?: string
}

/** A product's artwork with its size set, so its box is reserved before it loads. */
export function ProductImage({ src, alt, isLazy, className }: ProductImageProps) {
  return (
    <img
      className={cx('product-image', className)}
      src={src}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE}
      height={PRODUCT_IMAGE_SIZE}
      loading={isLazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  )
}
