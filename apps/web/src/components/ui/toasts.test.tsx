import { act, render, screen } from '@testing-library/react'
import { notify, ToastHost } from './toasts'

describe('ToastHost', () => {
  it('mounts nothing until a toast is asked for, then shows it', async () => {
    const { container } = render(<ToastHost />)
    expect(container).toBeEmptyDOMElement()

    act(() => notify.success('Logout Success'))
    expect(await screen.findByText('Logout Success')).toBeInTheDocument()

    act(() => notify.error('Invalid email or password'))
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
  })
})
