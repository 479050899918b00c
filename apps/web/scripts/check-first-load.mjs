// Checks the JavaScript a first visit to a page downloads (the entry, the page's route module and
// every chunk they import, as the server preloads them) against a budget, in brotli bytes.
// Usage: node scripts/check-first-load.mjs [route-module=budget-KiB ...]  (default: home=100)
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const dist = path.resolve(import.meta.dirname, '../dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
const budgets = process.argv.slice(2).length ? process.argv.slice(2) : ['home=100']

/** Every JavaScript file an entry needs before it runs: its own and its static imports'. */
function staticFiles(key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticFiles(imported, files)
  return files
}

const brotliSize = (file) => {
  const full = path.join(dist, file)
  return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size
}

let failed = false
for (const budget of budgets) {
  const [route, kib] = budget.split('=')
  const files = staticFiles('index.html')
  staticFiles(`src/app/routes/${route}.tsx`, files)
  const bytes = [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + brotliSize(f), 0)
  const size = bytes / 1024
  const ok = size <= Number(kib)
  failed ||= !ok
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} first load of ${route}: ${size.toFixed(1)} KiB of JavaScript (brotli), budget ${kib} KiB, ${files.size} files`,
  )
}
process.exit(failed ? 1 : 0)
