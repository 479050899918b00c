import { act, render, screen } from '@testing-library/react'
import { Island, lazyPart, whenIslandsHydrated } from './island'

describe('Island', () => {
  it('reports the page settled only once the code of every island has arrived and rendered', async () => {
    let arrive: (component: () => React.ReactNode) => void = () => {}
    const part = lazyPart(() => new Promise<() => React.ReactNode>((resolve) => (arrive = resolve)))
    render(
      <Island>
        <part.Component />
      </Island>,
    )
    const settled = vi.fn()
    whenIslandsHydrated(settled)
    expect(settled).not.toHaveBeenCalled()

    await act(async () => arrive(() => <button type="button">Open menu</button>))
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument()
    expect(settled).toHaveBeenCalledTimes(1)
  })

  it('renders a part whose code has loaded without waiting again', async () => {
    const part = lazyPart(async () => () => <p>Footer links</p>)
    await part.load()
    render(
      <Island>
        <part.Component />
      </Island>,
    )
    expect(screen.getByText('Footer links')).toBeInTheDocument()
    const settled = vi.fn()
    whenIslandsHydrated(settled)
    expect(settled).toHaveBeenCalledTimes(1)
  })
})
