/**
 * Early events: the page's first inline script (put into index.html's head at build time by
 * `earlyEventsPlugin` in vite.config.ts) makes every control of a server-rendered page answer from
 * its first paint, before the app's code has arrived and hydrated it (docs/decisions/017).
 *
 * Until the part of the page a control sits in is live (`<html data-app-ready>`, and for a
 * section hydrated later `[data-deferred][data-live]`):
 * - a click or tap on a control that needs the app (a button, a tab, a box or a label that ticks
 *   one) is held: its default is prevented, the control is marked `data-early-pending` (drawn as
 *   busy) and the click is replayed once, in order, when its part is live. A tick is held too, not
 *   shown at once: a part of the page hydrated before the rest would otherwise count it itself, and
 *   the replay would tick it back;
 * - a form submitted (Enter, a submit button) is held the same way and submitted again once live;
 *   two submits of one form while waiting send one request;
 * - what is typed or picked (by hand or by a password manager) is noted and given back to the app
 *   as it goes live, so a form hydrated with empty defaults keeps what the person typed (giving a
 *   value back twice changes nothing);
 * - links, and forms that declare `method="get"`, work as they do without JavaScript.
 *
 * The file is inlined as it is: one self-contained function, no imports but types, nothing from
 * the app. `installEarlyEvents(window)` runs at once.
 */

/** What the inline script leaves on `window.__earlyEvents` for the app. */
export interface EarlyEvents {
  /** Replays what waited for a part of the page that is live now; the rest keeps waiting. */
  flush: () => void
  /**
   * The app's code could not start: stop holding anything. A held submit goes to the server as
   * the form declares it (forms with personal fields post to a page that explains what happens).
   */
  stop: () => void
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEvents
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface Held {
  kind: 'click' | 'submit'
  target: HTMLElement
  /** Where the target sat, to find it again if the app built that part anew. */
  path: string
  /** The form a click or submit would send, when it sends one. */
  form: HTMLFormElement | null
  submitter: HTMLElement | null
}

export function installEarlyEvents(win: Window & typeof globalThis): EarlyEvents {
  const doc = win.document
  const html = doc.documentElement
  const PENDING = 'data-early-pending'
  /** Controls that do nothing without the app. Links and text fields are not among them. */
  const CONTROL =
    'button,input[type=checkbox],input[type=radio],input[type=submit],input[type=button],' +
    'input[type=image],input[type=reset],label,a:not([href]),[role=button],[role=tab],' +
    '[role=checkbox],[role=radio],[role=switch],[role=menuitem],[role=option]'
  const held: Held[] = []
  const typed = new Map<Field, string>()
  let isStopped = false
  let isReplaying = false

  const isLive = (el: Element) =>
    html.hasAttribute('data-app-ready') && !el.closest('[data-deferred]:not([data-live])')
  const isCheckable = (el: Element): el is HTMLInputElement =>
    el instanceof win.HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
  /** A form the browser can send as it is: one declared GET (search, filters), never personal. */
  const isNativeForm = (form: HTMLFormElement | null) =>
    form?.getAttribute('method')?.toLowerCase() === 'get'
  const submitsForm = (el: Element): HTMLFormElement | null => {
    if (el instanceof win.HTMLButtonElement) return el.type === 'submit' ? el.form : null
    if (el instanceof win.HTMLInputElement)
      return el.type === 'submit' || el.type === 'image' ? el.form : null
    return null
  }

  const pathOf = (el: Element): string => {
    const steps: string[] = []
    let node: Element | null = el
    while (node && node !== doc.body && !node.id) {
      const parent: Element | null = node.parentElement
      if (!parent) break
      steps.unshift(`>:nth-child(${Array.prototype.indexOf.call(parent.children, node) + 1})`)
      node = parent
    }
    const start = node && node.id ? `#${win.CSS.escape(node.id)}` : 'body'
    return start + steps.join('')
  }

  const hold = (entry: Omit<Held, 'path'>) => {
    // One form waits to be sent once, with the last way it was asked (its latest submitter).
    if (entry.form)
      for (let i = held.length - 1; i >= 0; i -= 1)
        if (held[i]!.form === entry.form) {
          held[i]!.target.removeAttribute(PENDING)
          held.splice(i, 1)
        }
    held.push({ ...entry, path: pathOf(entry.target) })
    entry.target.setAttribute(PENDING, '')
  }

  const onClick = (event: MouseEvent) => {
    if (isStopped || isReplaying || event.defaultPrevented) return
    const target = event.target instanceof win.Element ? event.target : null
    const control = target?.closest<HTMLElement>(CONTROL)
    if (!control || isLive(control)) return
    // A label only matters here when it ticks something; one of a text field focuses it.
    if (
      control instanceof win.HTMLLabelElement &&
      !(control.control && isCheckable(control.control))
    )
      return
    const form = submitsForm(control)
    if (form && isNativeForm(form)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    hold({ kind: 'click', target: control, form, submitter: null })
  }

  const onSubmit = (event: SubmitEvent) => {
    if (isStopped || isReplaying) return
    const form = event.target
    if (!(form instanceof win.HTMLFormElement) || isLive(form) || isNativeForm(form)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const submitter = event.submitter instanceof win.HTMLElement ? event.submitter : null
    hold({ kind: 'submit', target: submitter ?? form, form, submitter })
  }

  const onInput = (event: Event) => {
    if (isStopped || isReplaying) return
    const el = event.target
    const isField =
      el instanceof win.HTMLInputElement ||
      el instanceof win.HTMLTextAreaElement ||
      el instanceof win.HTMLSelectElement
    // Boxes are ticked by clicks, held above.
    if (!isField || isCheckable(el) || isLive(el)) return
    typed.set(el, el.value)
  }

  /** What the server rendered into a field, which the app hydrates it with. */
  const servedValue = (el: Field): string => {
    if (el instanceof win.HTMLSelectElement) {
      const served = Array.from(el.options).find((option) => option.defaultSelected)
      return (served ?? el.options[0])?.value ?? ''
    }
    return el.defaultValue
  }

  /**
   * Gives a noted value back so the app sees it as typed. React notes a field's value as it
   * hydrates and reports a change only when the value differs from that note, and a form may have
   * cleared the field to its default meanwhile: the field is first set through its own setter
   * (React's note follows), then to the value through the element's prototype (the note stays),
   * and the event makes the difference a change.
   */
  const giveBack = (el: Field, value: string) => {
    if (el instanceof win.HTMLSelectElement) {
      el.value = value
      el.dispatchEvent(new win.Event('change', { bubbles: true }))
      return
    }
    const proto =
      el instanceof win.HTMLTextAreaElement
        ? win.HTMLTextAreaElement.prototype
        : win.HTMLInputElement.prototype
    el.value = value === '' ? ' ' : ''
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value)
    el.dispatchEvent(new win.Event('input', { bubbles: true }))
  }

  const replay = (entry: Held, target: HTMLElement) => {
    if (entry.kind === 'click') return target.click()
    const form = target instanceof win.HTMLFormElement ? target : entry.form
    if (!form?.isConnected) return
    const submitter = entry.submitter?.isConnected ? entry.submitter : null
    try {
      form.requestSubmit(submitter)
    } catch {
      form.requestSubmit()
    }
  }

  const flush = () => {
    if (isStopped) return
    isReplaying = true
    try {
      for (const [el, value] of typed) {
        if (!el.isConnected || !isLive(el)) continue
        typed.delete(el)
        // Changed and changed back: nothing to tell.
        if (value !== servedValue(el)) giveBack(el, value)
      }
      const waiting: Held[] = []
      for (const entry of held.splice(0)) {
        const found = entry.target.isConnected
          ? entry.target
          : doc.querySelector<HTMLElement>(entry.path)
        if (found && !isLive(found)) {
          waiting.push(entry)
          continue
        }
        entry.target.removeAttribute(PENDING)
        if (found) replay(entry, found)
      }
      held.push(...waiting)
    } finally {
      isReplaying = false
    }
  }

  const stop = () => {
    if (isStopped) return
    isStopped = true
    for (const entry of held.splice(0)) {
      entry.target.removeAttribute(PENDING)
      if (entry.form?.isConnected) entry.form.requestSubmit()
    }
    typed.clear()
  }

  win.addEventListener('click', onClick, true)
  win.addEventListener('submit', onSubmit, true)
  win.addEventListener('input', onInput, true)
  win.addEventListener('change', onInput, true)
  const api: EarlyEvents = { flush, stop }
  win.__earlyEvents = api
  return api
}
