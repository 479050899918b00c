import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeLine, makeOrder } from '../../../testing/order-fixtures'
import { renderWithApp } from '../../../testing/render'
import { OrderReceipt } from './order-receipt'

const facts = () => screen.getByText('Order number').closest('dl')!
/** The value of one fact of the receipt, by its term. */
const fact = (term: string) =>
  [...facts().querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent

describe('OrderReceipt', () => {
  it('says an order awaiting payment is not paid, what is owed, how to pay and what comes next', () => {
    renderWithApp(<OrderReceipt order={makeOrder()} ordersHref="/student-order" />)
    expect(screen.getByRole('heading', { name: 'Your Order Is Completed!' })).toBeInTheDocument()
    expect(screen.getByText(/not paid yet/)).toBeInTheDocument()
    expect(fact('Paid')).toBe('$0.00')
    expect(fact('Still to pay')).toBe('$89.29')
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeInTheDocument()
    const next = screen.getByRole('region', { name: 'What happens next' })
    const steps = within(next)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(steps).toEqual([
      'Pay $89.29 by Direct Bank Transfer, as shown above.',
      'We confirm the order when the payment arrives, and write to ada@example.com.',
      'Your courses open in your dashboard as soon as it is paid.',
    ])
  })

  it('says a paid order is paid, with nothing left to pay and no payment instructions', () => {
    const order = makeOrder({ status: 'paid', paymentInstructions: null })
    renderWithApp(<OrderReceipt order={order} ordersHref="/student-order" />)
    expect(screen.getByText('Thank you. Your order is placed and paid.')).toBeInTheDocument()
    expect(screen.queryByText(/not paid yet/)).not.toBeInTheDocument()
    expect(fact('Paid')).toBe('$89.29')
    expect(fact('Still to pay')).toBe('$0.00')
    expect(screen.queryByRole('heading', { name: 'How to pay' })).not.toBeInTheDocument()
    const next = screen.getByRole('region', { name: 'What happens next' })
    expect(next).toHaveTextContent('Your courses are open now')
  })

  it('tells a cash-on-delivery buyer that the products ship first and are paid at the door', () => {
    const order = makeOrder({
      paymentMethod: 'cod',
      lines: [makeLine({ kind: 'product', title: 'Desk Lamp' })],
    })
    renderWithApp(<OrderReceipt order={order} ordersHref={null} />)
    const next = screen.getByRole('region', { name: 'What happens next' })
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your products are packed and shipped to your address.',
      'You pay $89.29 in cash to the courier on delivery.',
    ])
  })

  it('says a refunded order owes nothing and has no next steps', () => {
    const order = makeOrder({ status: 'refunded', paymentInstructions: null })
    renderWithApp(<OrderReceipt order={order} ordersHref={null} />)
    expect(screen.getByText('This order is refunded: nothing is owed.')).toBeInTheDocument()
    expect(fact('Still to pay')).toBe('$0.00')
    expect(screen.queryByRole('region', { name: 'What happens next' })).not.toBeInTheDocument()
  })
})
