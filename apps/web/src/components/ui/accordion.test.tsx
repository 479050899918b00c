import { render, screen, waitFor } from '@testing-library/react'
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

/** The item (a `<details>`) whose header holds the heading `title`, and that header. */
function item(title: string) {
  const heading = screen.getByRole('heading', { name: title, level: 3 })
  const summary = heading.closest('summary')!
  return { summary, details: summary.parentElement as HTMLDetailsElement }
}

describe('Accordion', () => {
  it('opens the default item; each header is its item’s summary, holding the heading', () => {
    render(<Faq />)
    const first = item('First question')
    expect(first.details.tagName).toBe('DETAILS')
    expect(first.details.firstElementChild).toBe(first.summary)
    expect(first.details).toHaveAttribute('open')
    expect(screen.getByText('First answer')).toBeVisible()
    const second = item('Second question')
    expect(second.details).not.toHaveAttribute('open')
    expect(screen.getByText('Second answer')).not.toBeVisible()
    expect(second.summary).toHaveTextContent('3 lectures, 9 min')
  })

  it('toggles an item open and closed', async () => {
    const user = userEvent.setup()
    render(<Faq />)
    const second = item('Second question')
    await user.click(second.summary)
    expect(second.details).toHaveAttribute('open')
    expect(screen.getByText('Second answer')).toBeVisible()
    expect(item('First question').details).toHaveAttribute('open')
    await user.click(second.summary)
    expect(second.details).not.toHaveAttribute('open')
    expect(screen.getByText('Second answer')).not.toBeVisible()
  })

  it('keeps one item open at a time in single mode', async () => {
    const user = userEvent.setup()
    render(<Faq type="single" />)
    const first = item('First question')
    const second = item('Second question')
    expect(second.details.getAttribute('name')).toBe(first.details.getAttribute('name'))
    await user.click(second.summary)
    expect(second.details).toHaveAttribute('open')
    await waitFor(() => expect(first.details).not.toHaveAttribute('open'))
  })
})
