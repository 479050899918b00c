// Bundles the server (src/server.ts and the workspace code it imports, @app/domain included) into
// dist/server.js for `npm start`, and the embedded database's worker thread into
// dist/pglite-worker.mjs beside it. Third-party packages stay external: they are installed by
// `npm ci --omit=dev` next to the bundle. `node build.mjs --if-stale` builds only when a source
// is newer than the bundle.
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const packageDir = import.meta.dirname
const repoDir = path.resolve(packageDir, '../..')
const distDir = path.join(packageDir, 'dist')
export const serverBundle = path.join(distDir, 'server.js')
const workerBundle = path.join(distDir, 'pglite-worker.mjs')

/** Everything the bundle is made of: when one is newer than it, it is rebuilt. */
const SOURCES = [
  path.join(packageDir, 'src'),
  path.join(packageDir, 'package.json'),
  path.join(packageDir, 'build.mjs'),
  path.join(repoDir, 'packages/domain/src'),
  path.join(repoDir, 'packages/domain/package.json'),
]

function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, name)))
  }
  return newest
}

/** True when dist/server.js (or the database thread beside it) is missing or older than a source. */
export function isServerBuildStale() {
  if (!existsSync(serverBundle) || !existsSync(workerBundle)) return true
  const built = statSync(serverBundle).mtimeMs
  return SOURCES.some((source) => newestMtime(source) > built)
}

/**
 * `import.meta.url` (and `dirname`/`filename`) keep meaning the source file's own location inside
 * the bundle, so code that finds files next to its source (sample media, the web build) finds them
 * from dist/ too. Written relative to the bundle: the folder can move as a whole.
 */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const text = readFileSync(args.path, 'utf8')
      if (!text.includes('import.meta')) return { contents: text, loader: 'ts' }
      const relative = JSON.stringify(path.relative(distDir, args.path).split(path.sep).join('/'))
      const contents = text
        .replaceAll('import.meta.url', `__sourceUrl(${relative})`)
        .replaceAll('import.meta.dirname', `__sourceDirname(${relative})`)
        .replaceAll('import.meta.filename', `__sourceFilename(${relative})`)
      return { contents, loader: 'ts' }
    })
  },
}

const banner = [
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __dirnameOf } from 'node:path';",
  'const __sourceUrl = (relative) => new URL(relative, import.meta.url).href;',
  'const __sourceFilename = (relative) => __fileURLToPath(__sourceUrl(relative));',
  'const __sourceDirname = (relative) => __dirnameOf(__sourceFilename(relative));',
].join('\n')

/** Bundles src/server.ts into dist/server.js (written whole, then moved into place). */
export async function buildServer() {
  // Loaded here: a production install (`npm ci --omit=dev`) runs the bundle without esbuild.
  const esbuild = await import('esbuild')
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
  const external = Object.keys(manifest.dependencies ?? {}).flatMap((name) => [name, `${name}/*`])
  const started = performance.now()
  const shared = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    write: false,
    logLevel: 'warning',
  }
  const result = await esbuild.build({
    ...shared,
    entryPoints: [path.join(packageDir, 'src/server.ts')],
    outfile: serverBundle,
    sourcemap: 'linked',
    plugins: [sourceLocation],
    banner: { js: banner },
  })
  // The embedded database's thread (src/db/embedded.ts starts it from next to the running code).
  const worker = await esbuild.build({
    ...shared,
    entryPoints: [path.join(packageDir, 'src/db/pglite-worker.mjs')],
    outfile: workerBundle,
  })
  await mkdir(distDir, { recursive: true })
  // Another process may be starting from dist/ at this moment: it reads an old or a new file,
  // never half of one.
  for (const file of [...worker.outputFiles, ...result.outputFiles]) {
    const temporary = `${file.path}.${process.pid}.tmp`
    writeFileSync(temporary, file.contents)
    renameSync(temporary, file.path)
  }
  const kib = (statSync(serverBundle).size / 1024).toFixed(0)
  const ms = Math.round(performance.now() - started)
  process.stdout.write(
    `server built: ${path.relative(repoDir, serverBundle)} (${kib} KiB) in ${ms} ms\n`,
  )
}

const isMain =
  process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url
if (isMain) {
  if (process.argv.includes('--if-stale') && !isServerBuildStale()) {
    process.stdout.write('server build is up to date\n')
  } else {
    await buildServer()
  }
}
