import { priceCart, type CartItemKind, type CartQuote } from '@app/domain/cart'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lineKey, type CartLine } from '../../../lib/cart-store'
import { cartQueries, quoteInput } from '../api/cart'

export interface CartViewLine {
  kind: CartItemKind
  id: number
  title: string
  imgSrc: string | undefined
  quantity: number
  unitPriceCents: number
  lineTotalCents: number
  /** Units left (products), or null. */
  stock: number | null
  /** Why the line cannot be bought as it is, from the server; or null. */
  problem: string | null
  /** The buyer's order awaiting payment that already holds this course. */
  openOrderId?: string | undefined
  /** Sessions: until when the slot is held (the server's latest word), when it starts, the mentor. */
  holdExpiresAt?: string | undefined
  startsAt?: string | undefined
  mentorName?: string | undefined
  instructorId?: number | undefined
}

/** What the stored entry knows of a session line (the quote names only its hold). */
function sessionFacts(
  kind: CartItemKind,
  line: CartLine | undefined,
  holdExpiresAt: string | undefined,
) {
  if (kind !== 'session') return {}
  return {
    holdExpiresAt: holdExpiresAt ?? line?.holdExpiresAt,
    startsAt: line?.startsAt,
    mentorName: line?.author,
    instructorId: line?.instructorId,
  }
}

export interface CartView {
  lines: CartViewLine[]
  subtotalCents: number
  /** Null while a coupon's discount is being worked out again. */
  discountCents: number | null
  shippingCents: number
  totalCents: number
  isShippable: boolean
  coupon: CartQuote['coupon']
  couponError: string | null
  needsStudentAccount: boolean
  /** True when every figure is the server's answer for exactly these lines and coupon. */
  isServerPriced: boolean
}

/**
 * The cart priced twice: at once in the browser with `priceCart` over the stored snapshot (or the
 * server's last prices), then by the server's quote, which replaces it (prices may have changed).
 */
export function useCartQuote(lines: readonly CartLine[], couponCode: string | null) {
  const query = useQuery({
    ...cartQueries.quote(quoteInput(lines, couponCode)),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  })
  const quote = query.data
  const isCurrent = quote !== undefined && !query.isPlaceholderData && lines.length > 0
  return { view: isCurrent ? fromQuote(quote, lines) : preview(lines, quote, couponCode), query }
}

function fromQuote(quote: CartQuote, lines: readonly CartLine[]): CartView {
  const stored = new Map(lines.map((line) => [lineKey(line), line]))
  return {
    lines: quote.lines.map((line) => {
      const own = stored.get(lineKey(line))
      return {
        kind: line.kind,
        id: line.id,
        title: line.title || own?.title || `Item ${line.id}`,
        imgSrc: line.imgSrc || own?.imgSrc,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        lineTotalCents: line.lineTotalCents,
        stock: line.stock,
        problem: line.problem,
        openOrderId: line.openOrderId,
        ...sessionFacts(line.kind, own, line.holdExpiresAt),
      }
    }),
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    shippingCents: quote.shippingCents,
    totalCents: quote.totalCents,
    isShippable: quote.lines.some((line) => line.kind === 'product'),
    coupon: quote.coupon,
    couponError: quote.couponError,
    needsStudentAccount: quote.needsStudentAccount,
    isServerPriced: true,
  }
}

/** The instant figures: the server's last known unit prices where it gave some, else the snapshot's. */
function preview(
  lines: readonly CartLine[],
  last: CartQuote | undefined,
  couponCode: string | null,
): CartView {
  const known = new Map(last?.lines.map((line) => [lineKey(line), line]))
  const totals = priceCart(
    lines.map((line) => ({
      kind: line.kind,
      id: line.id,
      quantity: line.quantity,
      unitPriceCents: known.get(lineKey(line))?.unitPriceCents ?? line.priceCents,
    })),
  )
  return {
    lines: totals.lines.map((priced, i) => {
      const line = lines[i]!
      const server = known.get(lineKey(line))
      return {
        ...priced,
        title: server?.title || line.title || `Item ${line.id}`,
        imgSrc: line.imgSrc ?? server?.imgSrc,
        stock: server?.stock ?? null,
        problem: null,
        ...sessionFacts(line.kind, line, server?.holdExpiresAt),
      }
    }),
    subtotalCents: totals.subtotalCents,
    discountCents: couponCode ? null : 0,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
    isShippable: totals.isShippable,
    coupon: couponCode && last?.coupon?.code === couponCode ? last.coupon : null,
    couponError: null,
    needsStudentAccount: last?.needsStudentAccount ?? false,
    isServerPriced: false,
  }
}
