import { expect, test } from './fixtures'
import {
  isApiDataRequest,
  scrollThrough,
  serveAsRenderedAnHourAgo,
  waitForHydration,
} from './ssr-helpers'

/**
 * A first load is one HTML answer carrying the page and its data (rendered on the server, the
 * data in `#server-state` for the app to start from), then the files the head names. These tests
 * prove the app asks the API for none of the data already in the page, not even for the sections
 * further down, and that every stylesheet and preloaded script is linked and fetched once.
 */
const PAGES = [
  '/',
  '/course-grid-left-sidebar',
  '/course-single-v1/1',
  '/instructor-list',
  '/shop-single/1',
  '/about',
]

for (const path of PAGES) {
  test(`the first load of ${path} fetches no data and each file once`, async ({ page }) => {
    await serveAsRenderedAnHourAgo(page)
    const requested = new Map<string, number>()
    const apiData: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      const key = url.pathname + url.search
      requested.set(key, (requested.get(key) ?? 0) + 1)
      if (isApiDataRequest(request)) apiData.push(key)
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const html = (await response?.text()) ?? ''
    expect(html, 'the data comes with the page').toContain('id="server-state"')
    expect(html, 'the content comes with the page').toMatch(/<main[\s>][\s\S]*<h1/)

    await waitForHydration(page)
    await scrollThrough(page)
    expect(apiData, 'data requests the page did not need').toEqual([])

    // A stylesheet the server put inline is marked by a disabled link to its file: never fetched.
    const links = await page.locator('link[rel="stylesheet"]').evaluateAll((found) =>
      found.map((l) => ({
        path: new URL((l as HTMLLinkElement).href).pathname,
        isInline: (l as HTMLLinkElement).disabled,
      })),
    )
    const sheets = links.map((l) => l.path)
    expect(sheets.length).toBeGreaterThan(0)
    expect(
      sheets.filter((s, i) => sheets.indexOf(s) !== i),
      'stylesheets linked twice',
    ).toEqual([])
    for (const { path: sheet, isInline } of links)
      expect(requested.get(sheet) ?? 0, sheet).toBe(isInline ? 0 : 1)

    const preloads = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
    expect(preloads.length).toBeGreaterThan(0)
    for (const file of preloads) expect(requested.get(file), file).toBe(1)

    // Chromium warns about a preloaded file nobody used three seconds after the load event; the
    // fixture fails the test on that warning.
    await page.waitForTimeout(3_500)
  })
}
