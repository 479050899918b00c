/* global window, document -- the page.evaluate callbacks run in the browser */
// Screenshots of pages at 1440 px and 390 px, for looking at what users see.
// Usage: node scripts/screenshot.mjs --base http://127.0.0.1:5000 --out screenshots / /login /about
// --storage key=value (repeatable) puts an entry in the page's local storage first, e.g. a cart:
//   --storage 'cartList=[{"kind":"course","id":1,"title":"A course","priceCents":8929,"quantity":1}]'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:5000' },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string', default: '1440,390' },
    full: { type: 'boolean', default: true },
    token: { type: 'string' },
    storage: { type: 'string', multiple: true, default: [] },
    // The page as served, before (or without) its JavaScript: what crawlers and no-JS visitors get.
    'no-js': { type: 'boolean', default: false },
  },
})
const widths = values.widths.split(',').map(Number)
mkdirSync(values.out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    deviceScaleFactor: 1,
    isMobile: width < 768,
    hasTouch: width < 768,
    // The capture adds a style of its own (below), which the page's Content-Security-Policy refuses.
    bypassCSP: true,
    javaScriptEnabled: !values['no-js'],
  })
  if (values.token) {
    await context.addInitScript((t) => localStorage.setItem('token', t), values.token)
  }
  for (const entry of values.storage) {
    const at = entry.indexOf('=')
    if (at < 1) throw new Error(`--storage wants key=value, not ${entry}`)
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [entry.slice(0, at), entry.slice(at + 1)],
    )
  }
  const page = await context.newPage()
  page.on('pageerror', (e) => console.error(`pageerror ${e.message}`))
  page.on('console', (m) => m.type() === 'error' && console.error(`console ${m.text()}`))
  for (const route of positionals.length ? positionals : ['/']) {
    await page.goto(new URL(route, values.base).toString(), { waitUntil: 'networkidle' })
    // Scroll through the page as a visitor would, so sections that load when scrolled near appear.
    if (!values['no-js']) {
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await page.waitForTimeout(120)
      }
      await page.evaluate(() => window.scrollTo(0, 0))
    }
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(600)
    const name =
      (route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home') +
      `${values['no-js'] ? '-nojs' : ''}-${width}.png`
    // Off-screen course cards skip rendering (content-visibility: auto) until scrolled near; a
    // full-page capture shows the page the way a visitor sees each part of it when scrolled to.
    await page.screenshot({
      path: path.join(values.out, name),
      fullPage: values.full,
      style: '* { content-visibility: visible !important; }',
    })
    console.log(path.join(values.out, name))
  }
  await context.close()
}
await browser.close()
