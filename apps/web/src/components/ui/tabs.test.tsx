import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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
