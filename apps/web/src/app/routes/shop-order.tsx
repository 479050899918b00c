import type { Role } from '@app/domain/roles'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { paths } from '../../config/paths'
import { useSession } from '../../features/auth/session-context'
import { orderQueries } from '../../features/cart/api/orders'
import { OrderMissing } from '../../features/cart/components/order-missing'
import { OrderReceipt } from '../../features/cart/components/order-receipt'
import { paymentReturnOf } from '../../features/cart/components/pay-online'
import { ApiError } from '../../lib/api-client'
import { usePageMeta } from '../../lib/page-meta'

interface ShopOrderData {
  id: string | null
  isMissing: boolean
}

/** The order named by `?id=` (a reload shows it again); unknown or someone else's: missing. */
export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<ShopOrderData> => {
    const id = new URL(request.url).searchParams.get('id')?.trim() || null
    if (!id) return { id: null, isMissing: true }
    try {
      await queryClient.ensureQueryData(orderQueries.detail(id))
      return { id, isMissing: false }
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return { id, isMissing: true }
      throw err
    }
  }

export const ErrorBoundary = PageError

/** Where an account's orders are listed. */
function ordersHrefFor(role: Role | null): string | null {
  if (role === 'teacher') return paths.instructorArea.order
  if (role === 'student') return paths.studentArea.order
  if (role === 'admin') return paths.adminOrders
  return null
}

const crumbs = (label: string) => [{ label: 'Shop', to: paths.shopList }, { label }]

/** A receipt is personal: a title for the tab, kept out of search engines. */
function useOrderMeta(title: string) {
  usePageMeta({
    title,
    description:
      'Your Learnlane order: the order number, date, total, payment method and every line you bought, with what happens next.',
    canonicalPath: paths.order,
    noindex: true,
  })
}

/** Back from a provider's page, an order still awaiting payment is asked for again this long. */
const CONFIRMING_MS = 30_000

function Receipt({ id, ordersHref }: { id: string; ordersHref: string | null }) {
  const returned = paymentReturnOf(useSearchParams()[0].get('payment'))
  const [openedAt] = useState(() => Date.now())
  const { data: order } = useSuspenseQuery({
    ...orderQueries.detail(id),
    // The provider's webhook confirms the payment in a moment: ask until it has.
    refetchInterval: (query) =>
      (returned === 'pending' || returned === 'paid') &&
      query.state.data?.status === 'pending_payment' &&
      Date.now() - openedAt < CONFIRMING_MS
        ? 1000
        : false,
  })
  useOrderMeta(`Order ${order.number}`)
  return (
    <>
      <PageHeader title={`Order ${order.number}`} crumbs={crumbs('Order')} />
      <OrderReceipt
        order={order}
        ordersHref={ordersHref}
        returned={order.status === 'pending_payment' ? returned : null}
      />
    </>
  )
}

function Missing({ hasId, ordersHref }: { hasId: boolean; ordersHref: string | null }) {
  useOrderMeta('Order')
  return (
    <>
      <PageHeader title="Order" crumbs={crumbs('Order')} />
      <OrderMissing hasId={hasId} ordersHref={ordersHref} />
    </>
  )
}

export default function ShopOrderPage() {
  const { id, isMissing } = useLoaderData<ShopOrderData>()
  const ordersHref = ordersHrefFor(useSession().role)
  if (id === null || isMissing) {
    return <Missing hasId={id !== null} ordersHref={ordersHref} />
  }
  return <Receipt key={id} id={id} ordersHref={ordersHref} />
}
