import { render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { AfterFirstPaint } from './after-first-paint'

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first commit and adds them right after', async () => {
    const inFirstCommit: boolean[] = []
    function Probe() {
      // Runs once the first commit's DOM is in place.
      useLayoutEffect(() => {
        inFirstCommit.push(document.body.textContent?.includes('Later part') ?? false)
      }, [])
      return <p>First part</p>
    }
    render(
      <>
        <Probe />
        <AfterFirstPaint>
          <p>Later part</p>
        </AfterFirstPaint>
      </>,
    )
    expect(await screen.findByText('Later part')).toBeInTheDocument()
    expect(screen.getByText('First part')).toBeInTheDocument()
    expect(inFirstCommit).toEqual([false])
  })
})
