import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { routeModuleOf } from './page-routes'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** index.html for one route: the HTML, and the hashes of its inline elements. */
export interface PageShell {
  html: string
  /** CSP sources (`'sha256-…'`) of the page's `<style>` elements, in the page's order. */
  styleHashes: readonly string[]
  /** CSP sources of its inline scripts: the start-up script, when the page has one. */
  scriptHashes: readonly string[]
}

/** A Content-Security-Policy source for an inline element's text. */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * Starts the app's code once the page has been painted: the browser draws the server's HTML with
 * the whole connection to itself (on a phone's slow network the scripts would otherwise share it
 * with the page, and the first paint would wait for them), then fetches the entry and the route's
 * modules in one go. A page with nothing rendered on the server (a signed-in area) starts at once;
 * a browser that reports no paint, after a second. If the entry cannot be loaded, the early-events
 * script stops holding taps (apps/web/src/early/early-events.ts). The same text on every page (its files are in
 * the element's `data-` attributes), so the policy allows it by hash.
 */
const START_SCRIPT =
  '(s=>{let d=!1;const g=()=>{if(d)return;d=!0;' +
  'for(const h of s.dataset.preload.split(" "))if(h){const l=document.createElement("link");' +
  'l.rel="modulepreload";l.href=h;document.head.append(l)}' +
  'const e=document.createElement("script");e.type="module";e.src=s.dataset.entry;' +
  'e.onerror=()=>window.__earlyEvents?.stop();' +
  'document.head.append(e)};' +
  'if(!document.getElementById("root")?.firstChild)return g();' +
  'try{new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length)' +
  'setTimeout(g)}).observe({type:"paint",buffered:!0})}catch{}' +
  'setTimeout(g,1e3)})(document.currentScript)'
const START_SCRIPT_HASH = cspHash(START_SCRIPT)

/** The entry's module script and the module preloads Vite writes into the built index.html. */
const ENTRY_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g

/** The start-up script for an entry and the modules to fetch with it. */
function startScript(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${START_SCRIPT}</script>`
}

/**
 * A built stylesheet put into the page: its content in a `<style>` element, so the first paint
 * waits for no stylesheet request, followed by a disabled link to the same file. Browsers do not
 * fetch a disabled stylesheet, and Vite's loader skips every file a `<link rel="stylesheet">`
 * already names, so a route loaded later in the browser does not fetch these files again.
 */
interface InlineStyle {
  html: string
  hashes: string[]
}

/**
 * CSS that cannot sit in a `<style>` element as is: one that would end the element early, or
 * with addresses relative to its own file (the page is elsewhere). Built CSS has neither.
 */
const NOT_INLINABLE = /<\/style|url\(\s*['"]?(?!\/|data:|#|[a-z][a-z0-9+.-]*:)/i

function readInlineStyles(root: string, files: Iterable<string>): Map<string, InlineStyle> {
  const styles = new Map<string, InlineStyle>()
  for (const file of files) {
    const full = path.join(root, file)
    if (styles.has(file) || !full.startsWith(root + path.sep) || !existsSync(full)) continue
    // The browser hashes the element's text as parsed, with line ends made \n.
    const css = readFileSync(full, 'utf8').replace(/\r\n?/g, '\n')
    if (NOT_INLINABLE.test(css)) continue
    styles.set(file, {
      html: `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`,
      hashes: [cspHash(css)],
    })
  }
  return styles
}

/** The page's stylesheet links and hashes: a file read at start-up inline, any other linked. */
function stylesFor(
  files: readonly string[],
  inline: Map<string, InlineStyle>,
): { html: string; styleHashes: string[] } {
  const hashes: string[] = []
  const html = files
    .map((file) => {
      const style = inline.get(file)
      if (!style) return `<link rel="stylesheet" crossorigin href="/${file}">`
      hashes.push(...style.hashes)
      return style.html
    })
    .join('')
  return { html, styleHashes: hashes }
}

/**
 * The parts of the shared chrome the app starts loading as it starts (loadChrome in
 * apps/web/src/app/root-layout.tsx), by their source path in the build manifest.
 */
export const CHROME_MODULES = [
  'src/components/layout/header.tsx',
  'src/components/layout/footer.tsx',
  'src/features/newsletter/subscribe-form.tsx',
  'src/components/layout/scroll-top-button.tsx',
]

/** An inline script of index.html: a `<script>` element without attributes. */
const TEMPLATE_INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

/** A stylesheet link of the built index.html (Vite writes the entry's CSS so). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"?#]+\.css)"[^>]*>/g

/**
 * index.html for a client route, with the styles it needs in its head and its route's files
 * announced so the browser fetches them alongside the entry instead of after it:
 * - the entry's stylesheets, the route's and those of the sections the route loads later (a
 *   lazy carousel, shown at once in the server-rendered HTML), each inline in a `<style>`
 *   element in that order (see InlineStyle), their files read once at start-up;
 * - `modulepreload` for the route's JavaScript.
 * Route modules are named after the first path segment (`/course-single-v1/7` ->
 * src/app/routes/course-single-v1.tsx), so Vite's build manifest says which files each route
 * needs. Without a manifest, only the entry's styles are put inline.
 */
export function createPageShell(root: string): (url: string) => PageShell {
  const template = readFileSync(path.join(root, 'index.html'), 'utf8')
  const manifestFile = path.join(root, '.vite', 'manifest.json')
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {}
  const inline = readInlineStyles(path.resolve(root), [
    ...[...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]!),
    ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
  ])
  const entryHashes: string[] = []
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  const entryPreloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)
  let html = template.replace(STYLESHEET_LINK, (link, file: string) => {
    const style = inline.get(file)
    if (!style) return link
    entryHashes.push(...style.hashes)
    return style.html
  })
  // The entry's script and preloads move to the start-up script, at the end of the page.
  if (entry) html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')
  /** Every file a manifest entry needs, its own and those of the chunks it imports. */
  const filesOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return new Set()
    seen.add(key)
    const files = new Set([chunk.file, ...(chunk.css ?? [])])
    for (const imported of chunk.imports ?? [])
      for (const f of filesOf(imported, seen)) files.add(f)
    return files
  }
  const alreadyLoaded = filesOf('index.html')
  // The chrome's code, fetched as the app starts: preloaded with the entry, so the app's loader
  // finds it announced and adds nothing to the page as it starts.
  const chromeModules = [...new Set(CHROME_MODULES.flatMap((key) => [...filesOf(key)]))]
    .filter((file) => file.endsWith('.js') && !alreadyLoaded.has(file))
    .map((file) => `/${file}`)
  const withStart = (page: string, routeModules: readonly string[]) =>
    entry
      ? page.replace(
          '</body>',
          () =>
            `${startScript(entry, [...new Set([...entryPreloads, ...chromeModules, ...routeModules])])}</body>`,
        )
      : page
  // Scripts index.html itself carries inline (the web-font switch in its head), allowed by hash.
  const templateScripts = [...template.matchAll(TEMPLATE_INLINE_SCRIPT)].map((m) => cspHash(m[1]!))
  const scriptHashes = [...templateScripts, ...(entry ? [START_SCRIPT_HASH] : [])]
  const entryShell: PageShell = {
    html: withStart(html, []),
    styleHashes: entryHashes,
    scriptHashes,
  }
  if (!existsSync(manifestFile)) return () => entryShell

  /** Every file of the chunks an entry imports on demand (and what those import). */
  const lazyFilesOf = (key: string): Set<string> => {
    const files = new Set<string>()
    const seen = new Set<string>()
    const visit = (k: string) => {
      const chunk = manifest[k]
      // The entry's own chunks import every route on demand: not followed.
      if (!chunk || seen.has(k) || (k !== key && alreadyLoaded.has(chunk.file))) return
      seen.add(k)
      for (const d of chunk.dynamicImports ?? []) {
        for (const f of filesOf(d)) files.add(f)
        visit(d)
      }
      for (const i of chunk.imports ?? []) visit(i)
    }
    visit(key)
    return files
  }
  const pages = new Map<string, PageShell>()

  const withRouteFiles = (segment: string): PageShell => {
    const key = `src/app/routes/${segment}.tsx`
    const name = manifest[key] ? key : 'src/app/routes/not-found.tsx'
    let page = pages.get(name)
    if (page === undefined) {
      const needed = [...filesOf(name)].filter((file) => !alreadyLoaded.has(file))
      // Stylesheets of the sections a route loads later (a lazy carousel): its server-rendered
      // HTML shows them at once, so their styles come with the page too.
      const later = [...lazyFilesOf(name)].filter(
        (file) => file.endsWith('.css') && !alreadyLoaded.has(file) && !needed.includes(file),
      )
      const styles = stylesFor(
        [...needed.filter((file) => file.endsWith('.css')), ...later],
        inline,
      )
      const modules = needed.filter((file) => file.endsWith('.js')).map((file) => `/${file}`)
      page = {
        html: withStart(
          html.replace('</head>', () => `${styles.html}</head>`),
          modules,
        ),
        styleHashes: [...entryShell.styleHashes, ...styles.styleHashes],
        scriptHashes,
      }
      pages.set(name, page)
    }
    return page
  }

  return (url) => withRouteFiles(routeModuleOf(url))
}
