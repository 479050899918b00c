/**
 * What jsdom lacks of the native `<dialog>` and `<details>` that the app relies on, done as
 * browsers do it:
 * - `showModal()` opens a dialog and moves focus to its first control (or to itself); `close()`
 *   closes it, gives focus back to what had it before, and fires `close`;
 * - Escape, when nothing handled it, fires a cancelable `cancel` at the last modal opened and
 *   closes it unless the event was cancelled;
 * - opening a `<details>` closes the others of the same `name` (an exclusive accordion).
 * The page behind a modal is not made inert: tests check focus, not what jsdom cannot draw.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

const openModals: HTMLDialogElement[] = []
const focusedBefore = new WeakMap<HTMLDialogElement, HTMLElement>()

function installDialog() {
  const proto = HTMLDialogElement.prototype
  if (typeof proto.showModal === 'function') return

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return
    const active = document.activeElement
    if (active instanceof HTMLElement) focusedBefore.set(this, active)
    this.setAttribute('open', '')
    openModals.push(this)
    const first = this.querySelector<HTMLElement>(FOCUSABLE)
    if (first) first.focus()
    else {
      if (!this.hasAttribute('tabindex')) this.tabIndex = -1
      this.focus()
    }
  }

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }

  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    const index = openModals.indexOf(this)
    if (index >= 0) openModals.splice(index, 1)
    const previous = focusedBefore.get(this)
    focusedBefore.delete(this)
    if (previous?.isConnected) previous.focus()
    setTimeout(() => this.dispatchEvent(new Event('close')), 0)
  }

  document.addEventListener('keydown', (event) => {
    const top = openModals.filter((dialog) => dialog.isConnected).pop()
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return
    const isClosing = top.dispatchEvent(new Event('cancel', { cancelable: true }))
    if (isClosing) top.close()
  })
}

function installExclusiveDetails() {
  // `toggle` does not bubble: listen while it goes down.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target
      if (!(details instanceof HTMLDetailsElement) || !details.open) return
      const name = details.getAttribute('name')
      if (!name) return
      for (const other of document.querySelectorAll<HTMLDetailsElement>('details[name]')) {
        if (other !== details && other.getAttribute('name') === name) other.open = false
      }
    },
    true,
  )
}

if (typeof window !== 'undefined' && typeof HTMLDialogElement !== 'undefined') {
  installDialog()
  installExclusiveDetails()
}
