import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'
import { waitForPageContent } from './page-ready'

export interface FocusState {
  /** The focused element, for messages: tag, name or text, classes. */
  what: string
  /** It (or, for a hidden native control, what stands in for it) shows an outline or a ring. */
  isVisible: boolean
}

/**
 * Where focus is, and whether it can be seen: an outline or a box-shadow of non-zero width in a
 * colour that is not transparent, which the element does not have when it is not focused (a
 * card's drop shadow is no focus indicator). The unfocused look is read from a copy of the
 * element put beside it for a moment. A native control hidden under a drawn one (a radio inside
 * a segmented control) shows its focus on what is drawn for it: its next sibling or its label.
 */
export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!(el instanceof HTMLElement) || el === document.body) {
      return { what: 'nothing (the page body)', isVisible: false }
    }
    const isOpaque = (color: string) => !/^transparent$|rgba\([^)]*,\s*0\)$/.test(color.trim())
    /** The element's visible outline and box-shadow, as text ('' when it has none). */
    const indicator = (node: Element) => {
      const style = getComputedStyle(node)
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        isOpaque(style.outlineColor)
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : ''
      const shadow = style.boxShadow
        .split(/,(?![^(]*\))/)
        .filter((layer) => {
          const color = /rgba?\([^)]*\)/.exec(layer)?.[0] ?? 'currentcolor'
          const sizes = layer
            .replace(/rgba?\([^)]*\)/, '')
            .replace('inset', '')
            .trim()
            .split(/\s+/)
            .map((n) => Math.abs(parseFloat(n)))
          return layer.trim() !== 'none' && isOpaque(color) && sizes.some((n) => n > 0)
        })
        .join(',')
      return [outline, shadow].filter(Boolean).join(' | ')
    }
    const box = el.getBoundingClientRect()
    const isHidden = getComputedStyle(el).opacity === '0' || box.width * box.height <= 4
    const unit = isHidden ? (el.closest('label') ?? el.parentElement ?? el) : el
    const candidates = isHidden
      ? [el, el.nextElementSibling, el.closest('label')].filter((n): n is Element => n !== null)
      : [el]
    // The same elements in an unfocused copy, found by their path from `unit`.
    const pathOf = (node: Element) => {
      const path: number[] = []
      for (let n = node; n !== unit; n = n.parentElement!) {
        path.unshift(Array.from(n.parentElement!.children).indexOf(n))
      }
      return path
    }
    const copy = unit.cloneNode(true) as HTMLElement
    // A copied radio must not join (and uncheck) the original's group.
    for (const input of [copy, ...Array.from(copy.querySelectorAll('[name]'))]) {
      if (input.hasAttribute('name')) input.setAttribute('name', 'focus-state-copy')
    }
    copy.removeAttribute('id')
    copy.style.setProperty('position', 'absolute')
    copy.style.setProperty('visibility', 'hidden')
    copy.style.setProperty('pointer-events', 'none')
    unit.after(copy)
    const isVisible = candidates.some((node) => {
      const twin = pathOf(node).reduce<Element>((n, i) => n.children[i]!, copy)
      const focused = indicator(node)
      return focused !== '' && focused !== indicator(twin)
    })
    copy.remove()
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      ''
    return {
      what: `<${el.tagName.toLowerCase()}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}" .${Array.from(el.classList).join('.')}`,
      isVisible,
    }
  })
}

/** Fails unless focus is on an element and shows it. */
export async function expectVisibleFocus(page: Page): Promise<FocusState> {
  const state = await focusState(page)
  expect(state.isVisible, `the focus on ${state.what} is visible`).toBe(true)
  return state
}

/** Presses Tab (Shift+Tab with `back`) and checks the focus it lands on can be seen. */
export async function tab(page: Page, { back = false } = {}): Promise<FocusState> {
  await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  return expectVisibleFocus(page)
}

/** Tabs (forwards, or back) until `target` has focus, checking every stop on the way. */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target, 'the target is on the page').toBeAttached()
  const path: string[] = []
  for (let i = 0; i < max; i += 1) {
    const state = await tab(page, { back })
    path.push(state.what)
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`${max} presses of Tab did not reach the target; focus went:\n${path.join('\n')}`)
}

/** From the top of a page: Tab to the skip link and follow it, so the next Tab is in the content. */
export async function skipToContent(page: Page): Promise<void> {
  // Keys start once every section is in, so nothing that mounts late takes the focus away.
  await waitForPageContent(page)
  await tab(page)
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
}

/**
 * The dialog just opened from `trigger` by the keyboard: focus is inside it, Tab and Shift+Tab
 * go round its controls without leaving it, Escape closes it and focus goes back to `trigger`.
 */
export async function expectModal(page: Page, dialog: Locator, trigger: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  const isInside = () => dialog.evaluate((el) => el.contains(document.activeElement))
  await expect.poll(isInside, 'focus moves into the dialog').toBe(true)
  // Enough presses to go round every control once and come back in from the other end.
  const stops = await dialog.evaluate(
    (el) =>
      Array.from(
        el.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ).filter((node) => node.checkVisibility()).length,
  )
  for (const back of [false, true]) {
    for (let i = 0; i < Math.min(stops + 2, 40); i += 1) {
      const state = await tab(page, { back })
      expect(
        await isInside(),
        `${back ? 'Shift+Tab' : 'Tab'} keeps focus in the dialog, not on ${state.what}`,
      ).toBe(true)
    }
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  await expectVisibleFocus(page)
}
