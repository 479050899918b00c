// Checks the JavaScript a first visit to a page downloads (the entry, the page's route module and
// every chunk they import, as the server preloads them) against a budget, in brotli bytes.
// Usage: node scripts/check-first-load.mjs [route-module=budget-KiB ...]  (default: home=100)
// FIRST_LOAD_DIST=<folder> checks a build made elsewhere (apps/web/dist by default); FIRST_LOAD_FILES=1
// lists each file's size too.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dist = path.resolve(
  process.env.FIRST_LOAD_DIST ?? path.resolve(import.meta.dirname, '../dist'),
)
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

/** The file's size as sent: its .br beside it (scripts/compress.mjs), or compressed here alike. */
const brotliSize = (file) => {
  const full = path.join(dist, file)
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size
  const data = readFileSync(full)
  return zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    .length
}

let failed = false
for (const budget of budgets) {
  const [route, kib] = budget.split('=')
  const files = staticFiles('index.html')
  staticFiles(`src/app/routes/${route}.tsx`, files)
  const sizes = [...files].filter((f) => f.endsWith('.js')).map((f) => [f, brotliSize(f)])
  const bytes = sizes.reduce((sum, [, size]) => sum + size, 0)
  const size = bytes / 1024
  const ok = size <= Number(kib)
  failed ||= !ok
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} first load of ${route}: ${size.toFixed(1)} KiB of JavaScript (brotli), budget ${kib} KiB, ${files.size} files`,
  )
  if (process.env.FIRST_LOAD_FILES) {
    for (const [file, bytes] of sizes)
      console.log(`       ${(bytes / 1024).toFixed(1)} KiB ${file}`)
  }
}
process.exit(failed ? 1 : 0)
