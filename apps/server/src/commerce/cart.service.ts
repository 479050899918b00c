import { canAccess, type Role, type TokenClaims } from '@app/domain/auth'
import {
  checkCoupon,
  couponRefusalMessage,
  priceCart,
  type CartItemKind,
  type CartLineInput,
  type CartQuote,
  type CartQuoteInput,
  type CartTotals,
} from '@app/domain/cart'
import { fileUrlOrNull } from '@app/domain/files'
import { formatOrderNumber, isOrderPaid, type OrderStatus } from '@app/domain/orders'
import { normalEmail } from '@app/domain/text'
import type { CartRepository, CouponRow, SessionItemRow } from './cart.repository'

/** Why a line cannot be bought as it is; checkout answers with the message. */
export type LineProblemCode =
  'unavailable' | 'course_quantity' | 'enrolled' | 'ordered' | 'stock' | 'hold_expired'
export interface LineProblem {
  code: LineProblemCode
  message: string
  /** For `ordered`: the buyer's open order that already holds the course. */
  orderId?: string
}

/** A cart line priced from the database. */
export interface PricedCartLine {
  kind: CartItemKind
  id: number
  title: string
  imgSrc: string
  quantity: number
  unitPriceCents: number
  lineTotalCents: number
  /** Units left for products; null for courses. */
  stock: number | null
  problem: LineProblem | null
  /** For a session: until when its slot is held for the buyer. */
  holdExpiresAt?: Date | null
}

export interface CartPricing {
  lines: PricedCartLine[]
  /** `priceCart` over the lines that exist, with the coupon when it was accepted. */
  totals: CartTotals
  coupon: CouponRow | null
  /** Why the typed coupon was refused (couponRefusalMessage), or null. */
  couponRefusal: string | null
}

export interface Buyer {
  /** The signed-in account, or null for a guest. */
  userId: string | null
  /**
   * The e-mail addresses the buyer is known by (the order's, the account's), normalised. A
   * coupon's per-customer limit counts uses by the account or by any of them.
   */
  emails: readonly string[]
}

export interface PriceOptions {
  buyer: Buyer
  /** Lock the coupon row until the surrounding transaction ends (checkout). */
  lockCoupon?: boolean
  now?: Date
}

/** The product artwork URL (GET /api/products/:id/cover.svg, see the API contract). */
export const productImageUrl = (id: number) => `/api/products/${id}/cover.svg`

/** Courses belong to an account: only students (and admins) buy them. */
export const canBuyCourses = (role: Role | null | undefined) => canAccess(role, 'student')

export const COURSE_BOUGHT_ONCE = 'A course is bought once'

/** "Only 3 left of Clean Code" / "Clean Code is sold out". */
export function stockMessage(title: string, stock: number): string {
  return stock <= 0 ? `${title} is sold out` : `Only ${stock} left of ${title}`
}

/** "Clean Code is already in your order LL-100123, awaiting payment". */
export function alreadyOrderedMessage(title: string, number: number, status: OrderStatus): string {
  const order = formatOrderNumber(number)
  return isOrderPaid(status)
    ? `You already bought ${title} in order ${order}`
    : `${title} is already in your order ${order}, awaiting payment`
}

const KIND_NAMES: Record<CartItemKind, string> = {
  course: 'Course',
  product: 'Product',
  session: 'Session',
}
const unavailableMessage = (kind: CartItemKind, id: number) =>
  `${KIND_NAMES[kind]} ${id} is no longer available`

export const HOLD_EXPIRED =
  'Your hold on this time slot has run out. Choose a time again on the mentor’s page.'

/** A session in the cart is the buyer's held slot, still held. */
const sessionProblem = (
  row: SessionItemRow,
  buyer: string | null,
  now: Date,
): LineProblem | null =>
  row.studentId !== buyer
    ? { code: 'unavailable', message: unavailableMessage('session', row.id) }
    : row.status !== 'held' ||
        row.orderId !== null ||
        !row.holdExpiresAt ||
        row.holdExpiresAt <= now
      ? { code: 'hold_expired', message: HOLD_EXPIRED }
      : null

/**
 * The one pricing of a cart, shared by the quote and the checkout: current prices of published
 * courses and of products (with their stock) read from the database, `priceCart` and the coupon
 * rules of @app/domain/cart. Built on a transaction, checkout prices and locks inside it.
 */
export function createCartService(repo: CartRepository) {
  async function price(
    input: { lines: readonly CartLineInput[]; couponCode?: string | undefined },
    { buyer, lockCoupon = false, now = new Date() }: PriceOptions,
  ): Promise<CartPricing> {
    const idsOf = (kind: CartItemKind) =>
      input.lines.filter((line) => line.kind === kind).map((line) => line.id)
    const courseIds = idsOf('course')
    const courseRows = new Map((await repo.publishedCourses(courseIds)).map((row) => [row.id, row]))
    const productRows = new Map((await repo.products(idsOf('product'))).map((row) => [row.id, row]))
    const sessionRows = new Map((await repo.sessions(idsOf('session'))).map((row) => [row.id, row]))
    const enrolled = new Set(
      buyer.userId && courseIds.length ? await repo.enrolledCourseIds(buyer.userId, courseIds) : [],
    )
    const claims = new Map(
      (buyer.userId ? await repo.openClaims(buyer.userId, courseIds) : []).map((claim) => [
        claim.courseId,
        claim,
      ]),
    )

    const unavailable = (line: CartLineInput): PricedCartLine => ({
      kind: line.kind,
      id: line.id,
      title: 'Unavailable item',
      imgSrc: '',
      quantity: line.quantity,
      unitPriceCents: 0,
      lineTotalCents: 0,
      stock: line.kind === 'product' ? 0 : null,
      problem: { code: 'unavailable', message: unavailableMessage(line.kind, line.id) },
    })
    const lines = input.lines.map((line): PricedCartLine => {
      if (line.kind === 'course') {
        const course = courseRows.get(line.id)
        if (!course) return unavailable(line)
        const claim = claims.get(line.id)
        const problem: LineProblem | null =
          line.quantity > 1
            ? { code: 'course_quantity', message: COURSE_BOUGHT_ONCE }
            : enrolled.has(line.id)
              ? { code: 'enrolled', message: `You are already enrolled in ${course.title}` }
              : claim
                ? {
                    code: 'ordered',
                    message: alreadyOrderedMessage(course.title, claim.number, claim.status),
                    orderId: claim.orderId,
                  }
                : null
        // The uploaded cover; without one the web draws the course's cover from its id.
        return {
          kind: 'course',
          id: line.id,
          title: course.title,
          imgSrc: fileUrlOrNull(course.coverFileId) ?? '',
          quantity: 1,
          unitPriceCents: course.priceCents,
          lineTotalCents: course.priceCents,
          stock: null,
          problem,
        }
      }
      if (line.kind === 'session') {
        const session = sessionRows.get(line.id)
        if (!session || session.studentId !== buyer.userId) return unavailable(line)
        return {
          kind: 'session',
          id: line.id,
          title: `${session.title} with ${session.mentorName}`,
          imgSrc: '',
          quantity: 1,
          unitPriceCents: session.priceCents,
          lineTotalCents: session.priceCents,
          stock: null,
          problem: sessionProblem(session, buyer.userId, now),
          holdExpiresAt: session.holdExpiresAt,
        }
      }
      const product = productRows.get(line.id)
      if (!product) return unavailable(line)
      return {
        kind: 'product',
        id: line.id,
        title: product.title,
        imgSrc: productImageUrl(line.id),
        quantity: line.quantity,
        unitPriceCents: product.priceCents,
        lineTotalCents: product.priceCents * line.quantity,
        stock: product.stock,
        problem:
          line.quantity > product.stock
            ? { code: 'stock', message: stockMessage(product.title, product.stock) }
            : null,
      }
    })

    const priceable = lines
      .filter((line) => line.problem?.code !== 'unavailable')
      .map(({ kind, id, quantity, unitPriceCents }) => ({ kind, id, quantity, unitPriceCents }))
    const { subtotalCents } = priceCart(priceable)

    let coupon: CouponRow | null = null
    let couponRefusal: string | null = null
    if (input.couponCode) {
      const row = await repo.findCoupon(input.couponCode, lockCoupon)
      if (!row) {
        couponRefusal = couponRefusalMessage('unknown', {
          code: input.couponCode,
          minSubtotalCents: null,
        })
      } else {
        const uses = await repo.customerRedemptions(row.id, buyer)
        const refusal = checkCoupon(row, subtotalCents, now, uses)
        if (refusal) couponRefusal = couponRefusalMessage(refusal, row)
        else coupon = row
      }
    }
    return { lines, totals: priceCart(priceable, coupon), coupon, couponRefusal }
  }

  return {
    price,

    /** POST /api/cart/quote: what the cart costs now, and what stands in the way of buying it. */
    async quote(input: CartQuoteInput, caller: TokenClaims | null): Promise<CartQuote> {
      const userId = caller?.sub ?? null
      const { lines, totals, coupon, couponRefusal } = await price(input, {
        buyer: { userId, emails: caller ? [normalEmail(caller.email)] : [] },
      })
      return {
        lines: lines.map(({ problem, holdExpiresAt, ...line }) => ({
          ...line,
          ...(holdExpiresAt ? { holdExpiresAt: holdExpiresAt.toISOString() } : {}),
          problem: problem?.message ?? null,
          ...(problem?.orderId ? { openOrderId: problem.orderId } : {}),
        })),
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        totalCents: totals.totalCents,
        coupon: coupon ? { code: coupon.code, description: coupon.description } : null,
        couponError: couponRefusal,
        needsStudentAccount:
          lines.some((line) => line.kind !== 'product') && !canBuyCourses(caller?.role),
      }
    },
  }
}
export type CartService = ReturnType<typeof createCartService>
