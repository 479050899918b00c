import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { every } from './every'

describe('work run every so often', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs one round at a time, goes on after a failing round, and waits for the last on close', async () => {
    vi.useFakeTimers()
    const app = Fastify({ logger: false })
    let rounds = 0
    let finish: (() => void) | null = null
    const work = vi.fn(() => {
      rounds += 1
      if (rounds === 1) return Promise.reject(new Error('the database was away'))
      return new Promise<void>((resolve) => (finish = resolve))
    })
    await app.register(every, { name: 'test work', everyMs: 1000, work })
    await app.ready()
    await vi.advanceTimersByTimeAsync(1000)
    expect(work).toHaveBeenCalledTimes(1)
    // The failed round is over: the next tick runs again, and it is still running after that.
    await vi.advanceTimersByTimeAsync(1000)
    await vi.advanceTimersByTimeAsync(3000)
    expect(work).toHaveBeenCalledTimes(2)
    let closed = false
    const closing = app.close().then(() => (closed = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(closed).toBe(false)
    finish!()
    await closing
    expect(closed).toBe(true)
    await vi.advanceTimersByTimeAsync(5000)
    expect(work).toHaveBeenCalledTimes(2)
  })

  it('never runs with an interval of 0', async () => {
    vi.useFakeTimers()
    const app = Fastify({ logger: false })
    const work = vi.fn(() => Promise.resolve())
    await app.register(every, { name: 'test work', everyMs: 0, work })
    await app.ready()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(work).not.toHaveBeenCalled()
    await app.close()
  })
})
