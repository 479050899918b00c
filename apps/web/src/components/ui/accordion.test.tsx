import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion, AccordionItem } from './accordion'

function Faq({ type }: { type?: 'single' | 'multiple' }) {
  return (
    <Accordion type={type} defaultOpen={['a']}>
      <AccordionItem value="a" title="First question">
        First answer
      </AccordionItem>
      <AccordionItem value="b" title="Second question" meta="3 lectures, 9 min">
        Second answer
      </AccordionItem>
    </Accordion>
  )
}

describe('Accordion', () => {
  it('opens the default item and ties each header button to its panel', () => {
    render(<Faq />)
    const first = screen.getByRole('button', { name: 'First question' })
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(first.closest('h3')).not.toBeNull()
    const panel = document.getElementById(first.getAttribute('aria-controls')!)
    expect(panel).toHaveTextContent('First answer')
    expect(panel).toHaveAttribute('data-state', 'open')
    expect(screen.getByRole('button', { name: /Second question/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.getByText('3 lectures, 9 min')).toBeInTheDocument()
  })

  it('toggles an item open and closed', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    const second = screen.getByRole('button', { name: /Second question/ })
    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'First question' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(second.getAttribute('aria-controls')!)).toHaveAttribute(
      'data-state',
      'closed',
    )
  })

  it('keeps one item open at a time in single mode', async () => {
    const user = userEvent.setup()
    render(<Faq type="single" />)
    await user.click(screen.getByRole('button', { name: /Second question/ }))
    expect(screen.getByRole('button', { name: 'First question' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})
