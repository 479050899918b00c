import { Check, ShoppingCart } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { CART_CHANGE_EVENT } from '../../../components/layout/use-cart-count'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { storageKeys } from '../../../config/storage-keys'

export interface CartCourse {
  id: number
  title: string
  /** Dollars, as the cart stores prices. */
  price: number
}

interface CartLine extends CartCourse {
  kind: 'course'
  quantity: number
}

function readCart(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.cart) ?? '[]')
    return Array.isArray(parsed) ? (parsed as CartLine[]) : []
  } catch {
    return []
  }
}

const isInCart = (id: number) => readCart().some((line) => line.kind === 'course' && line.id === id)

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CART_CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CART_CHANGE_EVENT, onChange)
  }
}

/** Adds the course once with quantity 1 (SPEC section 4); a course already there is left alone. */
function addToCart(course: CartCourse) {
  if (isInCart(course.id)) return
  const line: CartLine = { ...course, kind: 'course', quantity: 1 }
  localStorage.setItem(storageKeys.cart, JSON.stringify([...readCart(), line]))
  window.dispatchEvent(new Event(CART_CHANGE_EVENT))
}

/** Add To Cart (then Already Added) and Buy Now, which adds and goes to checkout. */
export function BuyButtons({ course }: { course: CartCourse }) {
  const navigate = useNavigate()
  const isAdded = useSyncExternalStore(
    subscribe,
    () => isInCart(course.id),
    () => false,
  )
  return (
    <>
      <Button
        size="lg"
        isBlock
        icon={
          isAdded ? (
            <Check aria-hidden="true" size={18} />
          ) : (
            <ShoppingCart aria-hidden="true" size={18} />
          )
        }
        disabled={isAdded}
        onClick={() => addToCart(course)}
      >
        {isAdded ? 'Already Added' : 'Add To Cart'}
      </Button>
      <Button
        size="lg"
        variant="secondary"
        isBlock
        onClick={() => {
          addToCart(course)
          void navigate(paths.checkout)
        }}
      >
        Buy Now
      </Button>
    </>
  )
}
