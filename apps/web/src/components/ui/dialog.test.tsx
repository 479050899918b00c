import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from './dialog'
import { announceRouteChange } from './overlay-events'

function Harness() {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open preview
      </button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="Course preview">
        <a href="/lesson">First lesson</a>
      </Dialog>
    </>
  )
}

async function open() {
  const user = userEvent.setup()
  render(<Harness />)
  const trigger = screen.getByRole('button', { name: 'Open preview' })
  await user.click(trigger)
  return { user, trigger, dialog: await screen.findByRole('dialog', { name: 'Course preview' }) }
}

describe('Dialog', () => {
  it('is a modal named by its title, with focus moved inside', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const { dialog } = await open()
    expect(dialog.tagName).toBe('DIALOG')
    expect(showModal.mock.contexts).toEqual([dialog])
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await open()
    for (let i = 0; i < 4; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, trigger } = await open()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('closes on a backdrop click and on the close button', async () => {
    const { user } = await open()
    await user.click(document.querySelector('.modal__backdrop')!)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Open preview' }))
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('leaves focus where a new page put it when the route change closes it', async () => {
    const { trigger } = await open()
    const content = document.createElement('main')
    content.tabIndex = -1
    document.body.append(content)
    act(() => {
      announceRouteChange()
      content.focus()
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(content).toHaveFocus()
    expect(trigger).not.toHaveFocus()
    content.remove()
  })

  it('closes when the route changes', async () => {
    await open()
    act(() => announceRouteChange())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
