import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installEarlyEvents, type EarlyEvents } from './early-events'

let early: EarlyEvents

function page(html: string): void {
  document.body.innerHTML = html
}

const ready = () => document.documentElement.setAttribute('data-app-ready', '')

/**
 * A click as the browser dispatches it (cancelable, bubbling): true when the early-events script
 * let it through. Its default (following a link) is then prevented, as jsdom cannot navigate.
 */
function click(el: Element): boolean {
  let isThrough = false
  const after = (event: Event) => {
    isThrough = !event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('click', after, { once: true })
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  document.removeEventListener('click', after)
  return isThrough
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-app-ready')
  early = installEarlyEvents(window)
})
afterEach(() => {
  early.stop()
  document.body.innerHTML = ''
})

describe('early events', () => {
  it('holds a click on a button until the page is live, then replays it once', () => {
    page('<div id="root"><button type="button">Add To Cart</button></div>')
    const button = document.querySelector('button')!
    const onClick = vi.fn()
    document.getElementById('root')!.addEventListener('click', onClick)

    expect(click(button)).toBe(false)
    expect(onClick).not.toHaveBeenCalled()
    expect(button.hasAttribute('data-early-pending')).toBe(true)

    early.flush()
    expect(onClick).not.toHaveBeenCalled()

    ready()
    early.flush()
    early.flush()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button.hasAttribute('data-early-pending')).toBe(false)

    // Live now: clicks pass straight through.
    expect(click(button)).toBe(true)
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('lets links, text fields and labels of text fields work as they do', () => {
    page('<a href="/courses">Courses</a><label for="q">Search</label><input id="q"><div>text</div>')
    for (const selector of ['a', 'label', 'input', 'div'])
      expect(click(document.querySelector(selector)!), selector).toBe(true)
  })

  it('holds a tick on a box or its label, and ticks it once as the page goes live', () => {
    page('<label>Free <input type="checkbox" name="free"></label>')
    const label = document.querySelector('label')!
    const box = document.querySelector('input')!
    const told = vi.fn()
    box.addEventListener('click', told)
    expect(click(label)).toBe(false)
    expect(click(box)).toBe(false)
    expect(box.checked).toBe(false)
    expect(told).not.toHaveBeenCalled()
    ready()
    early.flush()
    early.flush()
    // Ticked, then unticked, as asked: each click once.
    expect(told).toHaveBeenCalledTimes(2)
    expect(box.checked).toBe(false)
  })

  it('sends a form declared GET with an address as the browser would', () => {
    page('<form method="get" action="/search"><input name="q"><button>Go</button></form>')
    const form = document.querySelector('form')!
    expect(click(form.querySelector('button')!)).toBe(true)
    let reachedUnprevented = false
    form.addEventListener('submit', (event) => {
      reachedUnprevented = !event.defaultPrevented
      event.preventDefault()
    })
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))
    expect(reachedUnprevented).toBe(true)
  })

  it('holds a submitted form, sends it once with what was typed even if the app cleared it', () => {
    page(
      '<form method="post" action="/login"><input name="email"><input name="password" type="password"><button>Sign Up</button></form>',
    )
    const form = document.querySelector('form')!
    const [email, password] = [...form.querySelectorAll('input')]
    const sent: string[] = []
    const seen: string[] = []
    email!.value = 'a@example.com'
    email!.dispatchEvent(new Event('input', { bubbles: true }))
    password!.value = 'correct horse battery'
    password!.dispatchEvent(new Event('input', { bubbles: true }))
    const first = new SubmitEvent('submit', { bubbles: true, cancelable: true })
    expect(form.dispatchEvent(first)).toBe(false)
    // Enter pressed twice while waiting: one request.
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))

    // Hydration: the form library sets its empty defaults.
    email!.value = ''
    password!.value = ''
    form.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).name))
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      sent.push(`${email!.value}|${password!.value}`)
    })
    ready()
    early.flush()
    expect(seen).toEqual(['email', 'password'])
    expect(sent).toEqual(['a@example.com|correct horse battery'])
  })

  it('keeps a click in a section hydrated later until that section is live', () => {
    page('<div data-deferred="s1"><button type="button">Next slide</button></div>')
    const onClick = vi.fn()
    const button = document.querySelector('button')!
    button.addEventListener('click', onClick)
    ready()
    expect(click(button)).toBe(false)
    early.flush()
    expect(onClick).not.toHaveBeenCalled()
    document.querySelector('[data-deferred]')!.setAttribute('data-live', '')
    early.flush()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('finds a control again when the app built its part anew', () => {
    page('<div id="root"><div><button type="button">Open menu</button></div></div>')
    click(document.querySelector('button')!)
    page('<div id="root"><div><button type="button">Open menu</button></div></div>')
    const onClick = vi.fn()
    document.querySelector('button')!.addEventListener('click', onClick)
    ready()
    early.flush()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('when the app cannot start, stops holding and lets a held form go to the server', () => {
    page('<form method="post" action="/contact"><button>Send</button></form>')
    const form = document.querySelector('form')!
    const button = form.querySelector('button')!
    expect(click(button)).toBe(false)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    early.stop()
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(button.hasAttribute('data-early-pending')).toBe(false)
    expect(click(button)).toBe(true)
  })
})
