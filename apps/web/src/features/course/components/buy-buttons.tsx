import { Check, ShoppingCart } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { addToCart, courseCartItem, useIsInCart, type CartCourse } from '../../../lib/cart-store'

/**
 * Adds the course once with quantity 1 (SPEC section 4), as the catalog describes it; a course
 * already there is left alone.
 */
const addCourse = (course: CartCourse) => addToCart(courseCartItem(course))

/** Add To Cart (then Already Added) and Buy Now, which adds and goes to checkout. */
export function BuyButtons({ course }: { course: CartCourse }) {
  const navigate = useNavigate()
  const isAdded = useIsInCart('course', course.id)
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
        onClick={() => addCourse(course)}
      >
        {isAdded ? 'Already Added' : 'Add To Cart'}
      </Button>
      <Button
        size="lg"
        variant="secondary"
        isBlock
        onClick={() => {
          addCourse(course)
          void navigate(paths.checkout)
        }}
      >
        Buy Now
      </Button>
    </>
  )
}
