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

  it('announces successes politely and errors at once, without writing styles into the page', async () => {
    render(<ToastHost />)
    act(() => notify.success('Registration successful!'))
    act(() => notify.error('Email already registered'))

    const success = (await screen.findByText('Registration successful!')).closest('.toast')
    expect(success).toHaveAttribute('role', 'status')
    expect(success).toHaveAttribute('aria-live', 'polite')
    const error = (await screen.findByText('Email already registered')).closest('.toast')
    expect(error).toHaveAttribute('role', 'alert')
    expect(error).toHaveAttribute('aria-live', 'assertive')
    // The page's policy allows no style element it did not send.
    expect(document.querySelectorAll('style')).toHaveLength(0)
  })
})
