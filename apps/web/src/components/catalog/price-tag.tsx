import { formatPrice, formatPriceOrFree } from '../../lib/format'
import { cx } from '../ui/cx'

interface PriceTagProps {
  priceCents: number
  compareAtCents?: number | null | undefined
  className?: string
}

/** Price in dollars ('Free' at 0) with the struck-through compare price when there is one. */
export function PriceTag({ priceCents, compareAtCents, className }: PriceTagProps) {
  const hasCompare = compareAtCents != null && compareAtCents > priceCents
  return (
    <span className={cx('price-tag', className)}>
      <span className="price-tag__now">{formatPriceOrFree(priceCents)}</span>
      {hasCompare ? (
        <s className="price-tag__was">
          <span className="visually-hidden">Was </span>
          {formatPrice(compareAtCents)}
        </s>
      ) : null}
    </span>
  )
}
