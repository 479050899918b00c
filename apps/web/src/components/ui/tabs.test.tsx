import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Tab, TabList, TabPanel, Tabs } from './tabs'

function Steps() {
  return (
    <Tabs defaultValue="plan">
      <TabList label="How To Begin">
        <Tab value="plan">Plan your curriculum</Tab>
        <Tab value="record">Record your video</Tab>
        <Tab value="launch">Launch your course</Tab>
      </TabList>
      <TabPanel value="plan">Plan text</TabPanel>
      <TabPanel value="record">Record text</TabPanel>
      <TabPanel value="launch">Launch text</TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows the selected tab panel, labelled by its tab', () => {
    render(<Steps />)
    expect(screen.getByRole('tablist', { name: 'How To Begin' })).toBeInTheDocument()
    const panel = screen.getByRole('tabpanel')
    expect(panel).toHaveTextContent('Plan text')
    expect(panel).toHaveAccessibleName('Plan your curriculum')
    expect(screen.getByText('Record text')).not.toBeVisible()
  })

  it('switches panels on click', async () => {
    const user = userEvent.setup()
    render(<Steps />)
    await user.click(screen.getByRole('tab', { name: 'Launch your course' }))
    expect(screen.getByRole('tab', { name: 'Launch your course' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Launch text')
  })

  it('moves with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup()
    render(<Steps />)
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Plan your curriculum' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Record your video' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Record text')
    await user.keyboard('{End}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Launch text')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Plan your curriculum' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Launch text')
    await user.keyboard('{Home}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Plan text')
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1)
  })
})

const SECTIONS = ['Bookings', 'Session types', 'Hours', 'Policy', 'Calendar feed']

/** A strip of five tabs, with the one `first` selected when it opens (uncontrolled). */
function Sections({ first }: { first: string }) {
  return (
    <Tabs defaultValue={first}>
      <TabList label="Sessions">
        {SECTIONS.map((name) => (
          <Tab key={name} value={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {SECTIONS.map((name) => (
        <TabPanel key={name} value={name}>
          {name} text
        </TabPanel>
      ))}
    </Tabs>
  )
}

/**
 * jsdom lays nothing out: each tab is given `tabWidth` px side by side from the strip's start, and
 * the strip a box `listWidth` px wide (its content as wide as all the tabs).
 */
function stubLayout({ tabWidth, listWidth }: { tabWidth: number; listWidth: number }) {
  const isTab = (el: Element) => el.getAttribute('role') === 'tab'
  const isList = (el: Element) => el.getAttribute('role') === 'tablist'
  const tabsIn = (list: Element) => [...list.querySelectorAll('[role="tab"]')]
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isTab(this) && this.parentElement
      ? tabsIn(this.parentElement).indexOf(this) * tabWidth
      : 0
  })
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isTab(this) ? tabWidth : 0
  })
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isList(this) ? listWidth : 0
  })
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isList(this) ? Math.max(listWidth, tabsIn(this).length * tabWidth) : 0
  })
}

describe('Tabs in a strip narrower than its tabs', () => {
  // Five tabs of 120 px in a 250 px strip: it scrolls up to 600 - 250 = 350 px.
  const layout = { tabWidth: 120, listWidth: 250 }

  it('opens scrolled to the selected tab, with room for the fade after it', () => {
    stubLayout(layout)
    render(<Sections first="Policy" />)
    const list = screen.getByRole('tablist', { name: 'Sessions' })
    // Policy spans 360–480: its end and the 32 px fade show at the strip's right edge.
    expect(list.scrollLeft).toBe(480 + 32 - 250)
    expect(list).toHaveAttribute('data-clipped', 'both')
  })

  it('follows the selected tab as it changes, within the strip’s scroll range', async () => {
    stubLayout(layout)
    const user = userEvent.setup()
    render(<Sections first="Bookings" />)
    const list = screen.getByRole('tablist', { name: 'Sessions' })
    expect(list.scrollLeft).toBe(0)
    expect(list).toHaveAttribute('data-clipped', 'end')

    await user.click(screen.getByRole('tab', { name: 'Bookings' }))
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Calendar feed' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(list.scrollLeft).toBe(350)
    expect(list).toHaveAttribute('data-clipped', 'start')

    // Hours (240–360) is whole in view from 262 on; moving back to it scrolls to its start - 32.
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(list.scrollLeft).toBe(240 - 32)
    await user.keyboard('{Home}')
    expect(list.scrollLeft).toBe(0)
  })

  it('marks the clipped edges again as the strip is scrolled by hand', () => {
    stubLayout(layout)
    render(<Sections first="Bookings" />)
    const list = screen.getByRole('tablist', { name: 'Sessions' })
    list.scrollLeft = 100
    fireEvent.scroll(list)
    expect(list).toHaveAttribute('data-clipped', 'both')
    list.scrollLeft = 350
    fireEvent.scroll(list)
    expect(list).toHaveAttribute('data-clipped', 'start')
  })

  it('leaves a strip that fits alone, without a fade', () => {
    stubLayout({ tabWidth: 120, listWidth: 800 })
    render(<Sections first="Calendar feed" />)
    const list = screen.getByRole('tablist', { name: 'Sessions' })
    expect(list.scrollLeft).toBe(0)
    expect(list).not.toHaveAttribute('data-clipped')
  })
})
