import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Counter } from './counter'

/** A controllable IntersectionObserver: tests decide when the element becomes visible. */
class FakeObserver {
  static instances: FakeObserver[] = []
  readonly elements: Element[] = []
  isDisconnected = false
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this)
  }
  observe(element: Element) {
    this.elements.push(element)
  }
  unobserve() {}
  disconnect() {
    this.isDisconnected = true
  }
  takeRecords() {
    return []
  }
  /** Reports the first observed element at the given visible ratio. */
  show(ratio: number) {
    const target = this.elements[0]!
    const entry = {
      target,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
    } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

const digits = () => screen.getByTestId('counter-digits').textContent

beforeEach(() => {
  FakeObserver.instances = []
  vi.useFakeTimers()
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Counter', () => {
  it('waits at 0 until half of it is visible', () => {
    render(<Counter value={400} suffix="+" />)
    const observer = FakeObserver.instances[0]!
    expect(observer.options?.threshold).toBe(0.5)
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(digits()).toBe('0+')
    act(() => observer.show(0.2))
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(digits()).toBe('0+')
  })

  it('adds one twentieth of the target every 50 ms and stops at the target', () => {
    render(<Counter value={458000} suffix="+" />)
    act(() => FakeObserver.instances[0]!.show(0.5))
    act(() => {
      vi.advanceTimersByTime(49)
    })
    expect(digits()).toBe('0+')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(digits()).toBe('22,900+')
    act(() => {
      vi.advanceTimersByTime(50)
    })
    expect(digits()).toBe('45,800+')
    act(() => {
      vi.advanceTimersByTime(50 * 17)
    })
    expect(digits()).toBe('435,100+')
    act(() => {
      vi.advanceTimersByTime(50)
    })
    expect(digits()).toBe('458,000+')
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(digits()).toBe('458,000+')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('counts only once, even when it scrolls into view again', () => {
    render(<Counter value={100} />)
    const observer = FakeObserver.instances[0]!
    act(() => observer.show(1))
    expect(observer.isDisconnected).toBe(true)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(digits()).toBe('100')
  })

  it('keeps decimals while stepping', () => {
    render(<Counter value={2.5} decimals={1} suffix=" billion+" />)
    act(() => FakeObserver.instances[0]!.show(0.6))
    act(() => {
      vi.advanceTimersByTime(50 * 10)
    })
    expect(digits()).toBe('1.3 billion+')
    act(() => {
      vi.advanceTimersByTime(50 * 10)
    })
    expect(digits()).toBe('2.5 billion+')
  })

  it('runs the duration variant for 2500 ms', () => {
    render(<Counter value={458000} suffix="+" mode="duration" />)
    act(() => FakeObserver.instances[0]!.show(0.5))
    act(() => {
      vi.advanceTimersByTime(1250)
    })
    const halfway = Number(digits().replace(/\D/g, ''))
    expect(halfway).toBeGreaterThan(0)
    expect(halfway).toBeLessThan(458000)
    act(() => {
      vi.advanceTimersByTime(1200)
    })
    expect(digits()).not.toBe('458,000+')
    expect(vi.getTimerCount()).toBe(1)
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(digits()).toBe('458,000+')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows the final value at once when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }))
    render(<Counter value={62} suffix="M" />)
    expect(digits()).toBe('62M')
    expect(FakeObserver.instances).toHaveLength(0)
  })

  it('gives screen readers the final value only', () => {
    render(<Counter value={180} suffix="+" />)
    expect(screen.getByText('180+')).toHaveClass('visually-hidden')
    expect(screen.getByTestId('counter-digits')).toHaveAttribute('aria-hidden', 'true')
  })
})
