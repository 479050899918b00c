import { Check, ShoppingCart } from 'lucide-react'
import { addToCart, useIsInCart, type CartItem } from '../../lib/cart-store'
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button'

interface AddToCartButtonProps {
  item: CartItem
  /** How many to add (the product page's quantity selector); 1 by default. */
  quantity?: number
  size?: ButtonSize
  variant?: ButtonVariant
  isBlock?: boolean
  /** Puts the item's title in the accessible name ("Add To Cart: Sketchbook"), for cards in a list. */
  isTitleInName?: boolean
  className?: string
}

/** Add To Cart, then Already Added (disabled) once the item is in the cart (SPEC section 4). */
export function AddToCartButton({
  item,
  quantity = 1,
  size,
  variant,
  isBlock,
  isTitleInName,
  className,
}: AddToCartButtonProps) {
  const isAdded = useIsInCart(item.kind, item.id)
  const label = isAdded ? 'Already Added' : 'Add To Cart'
  return (
    <Button
      size={size}
      variant={variant}
      isBlock={isBlock}
      className={className}
      aria-label={isTitleInName ? `${label}: ${item.title}` : undefined}
      icon={
        isAdded ? (
          <Check aria-hidden="true" size={18} />
        ) : (
          <ShoppingCart aria-hidden="true" size={18} />
        )
      }
      disabled={isAdded}
      onClick={() => addToCart(item, quantity)}
    >
      {label}
    </Button>
  )
}
