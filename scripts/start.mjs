// `npm start`: builds what is missing or out of date (the web app into apps/web/dist unless
// WEB_DIST names a build; the server bundle into apps/server/dist), then runs the compiled server
// in this very process. No shell and no child sit between npm and the server, so a signal to npm
// (which forwards it) or to the whole process group (Ctrl+C) reaches the server itself, which
// finishes its in-flight requests before it exits.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')

// The project is built and tested on the Node.js major in .nvmrc; an older one still starts, with a hint.
const wantedNode = Number(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim())
if (Number(process.versions.node.split('.')[0]) < wantedNode) {
  console.warn(
    `Node ${process.versions.node} is older than the supported Node ${wantedNode}: run \`. scripts/use-node.sh\` first (README).`,
  )
}
const serverDir = path.join(root, 'apps/server')
const webDir = path.join(root, 'apps/web')

function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue
    newest = Math.max(newest, newestMtime(path.join(entry, name)))
  }
  return newest
}

/** The web build is stale when a source of it is newer than its index.html. */
function isWebBuildStale() {
  const index = path.join(webDir, 'dist/index.html')
  if (!existsSync(index)) return true
  const built = statSync(index).mtimeMs
  const sources = [
    'src',
    'public',
    'scripts',
    'index.html',
    'package.json',
    'vite.config.ts',
    'tsconfig.json',
  ].map((entry) => path.join(webDir, entry))
  sources.push(path.join(root, 'packages/domain/src'))
  return sources.some((source) => newestMtime(source) > built)
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) {
    process.stderr.write(`start: ${command} ${args.join(' ')} failed\n`)
    process.exit(result.status ?? 1)
  }
}

// In production the build is a deployment step (`npm run build`): start runs what is there.
const isProduction = process.env.NODE_ENV === 'production'

if (process.env.WEB_DIST || isProduction) {
  // A build named by the operator, or the deployed one, is served as it is.
} else if (isWebBuildStale()) {
  process.stdout.write('start: building the web app (apps/web/dist)\n')
  run('npm', ['run', 'build', '-w', '@app/web'], root)
}

const { buildServer, isServerBuildStale, serverBundle } = await import(
  pathToFileURL(path.join(serverDir, 'build.mjs')).href
)
if (!existsSync(serverBundle) && isProduction) {
  process.stderr.write('start: apps/server/dist/server.js is missing: run `npm run build` first\n')
  process.exit(1)
}
if (!isProduction && isServerBuildStale()) await buildServer()

// The server reads DATA_DIR (default ./data) and .env relative to its own package folder.
process.chdir(serverDir)
process.setSourceMapsEnabled(true)
performance.mark('server-start')
await import(pathToFileURL(serverBundle).href)
