import { readFileSync } from 'node:fs'
import path from 'node:path'
import { minify, transformWithOxc, type Plugin } from 'vite'

const SOURCE = path.resolve(import.meta.dirname, '../src/early/early-events.ts')
/** Where index.html wants the script: the first thing in its head. */
const MARK = '<!--early-events-->'

/**
 * The early-events capture (src/early/early-events.ts) as one inline script: its types stripped,
 * run at once on `window`, minified. An element without attributes, so the server allows it by its
 * hash like index.html's other inline script (apps/server/src/plugins/web/page-shell.ts).
 */
export async function earlyEventsScript(): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE, { lang: 'ts' })
  const body = code.replace(/^export /gm, '')
  const result = await minify('early-events.js', `(()=>{${body}\ninstallEarlyEvents(window)})()`, {
    compress: true,
    mangle: true,
  })
  if (result.errors.length) throw new Error(`early-events: ${result.errors[0]!.message}`)
  if (/<\/script/i.test(result.code))
    throw new Error('early-events: the script may not end its element')
  return result.code.trim()
}

/** Puts the early-events script where index.html marks it, in the build and in the dev server. */
export function earlyEventsPlugin(): Plugin {
  return {
    name: 'learnlane:early-events',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(MARK)) throw new Error(`index.html has no ${MARK}`)
        const script = await earlyEventsScript()
        return html.replace(MARK, () => `<script>${script}</script>`)
      },
    },
  }
}
