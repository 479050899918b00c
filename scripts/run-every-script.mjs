// Runs every npm script of the root and of each workspace once, with small sizes and a time limit
// each, and prints one line per script: `ok <name> <seconds>s`, `FAIL ...` or `skip ... (why)`.
// Skipped: the test suite itself (it runs before this) and `format` (it writes files). Servers
// (start, dev, preview) are started, awaited until they answer, then stopped. Database scripts
// run on a throwaway embedded database and on a throwaway PostgreSQL database.
//
//   node scripts/run-every-script.mjs [--skip name,name] [--only name,name]
//   PORT_BASE (5304): the ports servers use; TEST_DATABASE_URL: the PostgreSQL server to use;
//   WEB_DIST: a web build to serve and measure instead of apps/web/dist.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
const serverDir = path.join(root, 'apps/server')
const { values: flags } = parseArgs({
  options: { skip: { type: 'string', default: '' }, only: { type: 'string', default: '' } },
})
const asked = (list) => list.split(',').filter(Boolean)
const skipAsked = new Set(asked(flags.skip))
const onlyAsked = new Set(asked(flags.only))

const portBase = Number(process.env.PORT_BASE ?? 5304)
const work = mkdtempSync(path.join(tmpdir(), 'learnlane-scripts-'))
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const pgDatabase = `learnlane_scripts_${process.pid}`
const pgUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${pgDatabase}`
  return url.toString()
})()
const webDist = process.env.WEB_DIST
const builtWeb = webDist ?? path.join(root, 'apps/web/dist')

const pg = createRequire(path.join(serverDir, 'package.json'))('pg')

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const hasPostgres = await admin('select 1').then(
  () => true,
  () => false,
)
if (hasPostgres) await admin(`create database ${pgDatabase}`)

/** The drizzle-kit flags of drizzle.config.ts, to generate into a copy of the migrations. */
async function drizzleFlags(out) {
  const { tsImport } = await import('tsx/esm/api')
  const loaded = await tsImport(
    pathToFileURL(path.join(serverDir, 'drizzle.config.ts')).href,
    import.meta.url,
  )
  const config = loaded.default.default ?? loaded.default
  return [
    '--dialect',
    config.dialect,
    '--schema',
    config.schema,
    ...(config.casing ? ['--casing', config.casing] : []),
    '--out',
    out,
  ]
}

const embedded = (name) => ({ DATA_DIR: path.join(work, name), DATABASE_URL: '' })
const postgres = { DATABASE_URL: pgUrl }
const SUITE = 'the test suite itself; it runs before this'
const server = (port) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, `serve-${port}`),
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ...(webDist ? { WEB_DIST: webDist } : {}),
})
const health = (port) => `http://127.0.0.1:${port}/api/health`
const page = (port) => `http://127.0.0.1:${port}/`

/**
 * How each script runs. `legs`: one run per entry (name suffix, extra arguments, environment);
 * `serve`: the address that answers once it is up; `skip`: why it does not run.
 */
function plan(workspace, name) {
  const key = `${workspace ?? 'root'}:${name}`
  switch (key) {
    case 'root:test':
    case 'root:test:unit':
    case 'root:test:e2e':
    case 'root:validate':
    case '@app/domain:test':
    case '@app/server:test':
    case '@app/web:test':
      return { skip: SUITE }
    case 'root:format':
      return { skip: 'writes files; `prettier --check .` runs in lint' }
    case 'root:start':
      return { serve: health(portBase), env: server(portBase) }
    case '@app/server:start':
      return { serve: health(portBase + 1), env: server(portBase + 1) }
    case 'root:dev':
      return { serve: health(portBase + 2), env: server(portBase + 2) }
    case '@app/server:dev':
      return { serve: health(portBase + 3), env: server(portBase + 3) }
    case '@app/web:dev':
      return {
        serve: page(portBase + 4),
        args: ['--port', String(portBase + 4), '--strictPort', '--host', '127.0.0.1'],
      }
    case '@app/web:preview':
      return {
        serve: page(portBase + 5),
        args: [
          '--port',
          String(portBase + 5),
          '--strictPort',
          '--host',
          '127.0.0.1',
          ...(webDist ? ['--outDir', webDist] : []),
        ],
      }
    case 'root:lint':
      return { limit: 900 }
    case 'root:typecheck':
    case '@app/web:typecheck':
    case '@app/server:typecheck':
      return { limit: 600 }
    case '@app/server:db:generate':
      return { generate: true }
    case '@app/server:db:migrate':
    case '@app/server:db:seed':
      return {
        legs: [
          ['PGlite', [], embedded('db')],
          ['PostgreSQL', [], postgres],
        ],
      }
    case 'root:seed:large':
    case '@app/server:seed:large':
      return { legs: [['PGlite', ['--courses', '200'], embedded(`large-${workspace ?? 'root'}`)]] }
    case 'root:bench:catalog':
    case '@app/server:bench:catalog':
      return {
        limit: 600,
        legs: [['', ['--courses', '300', '--requests', '20'], {}]],
      }
    case 'root:bench:orders':
    case '@app/server:bench:orders':
      return {
        legs: [
          [
            '',
            ['--buyers', '2', '--seconds', '3', '--card-buyers', '2', '--card-seconds', '3'],
            {},
          ],
        ],
      }
    case 'root:bench:sessions':
    case '@app/server:bench:sessions':
      return {
        legs: [
          [
            '',
            [
              '--students',
              '5',
              '--seconds',
              '2',
              '--slot-requests',
              '10',
              '--existing',
              '100',
              '--rounds',
              '1',
            ],
            {},
          ],
        ],
      }
    case 'root:bench:load':
      return {
        limit: 600,
        env: {
          BENCH_QUICK: '1',
          BENCH_PG_URL: adminUrl,
          ...(existsSync(path.join(builtWeb, 'index.html')) ? { BENCH_WEB_DIST: builtWeb } : {}),
        },
      }
    case 'root:bench:web':
      return {
        env: {
          BENCH_QUICK: '1',
          BENCH_PORT: String(portBase + 6),
          ...(existsSync(path.join(builtWeb, 'index.html')) ? { BENCH_WEB_DIST: builtWeb } : {}),
        },
      }
    case 'root:bench:interactive':
      return {
        env: {
          BENCH_RUNS: '1',
          BENCH_PORT: String(portBase + 7),
          ...(existsSync(path.join(builtWeb, 'index.html')) ? { BENCH_WEB_DIST: builtWeb } : {}),
        },
      }
    default:
      return {}
  }
}

function npmArgs(workspace, name, args) {
  return [
    'run',
    name,
    ...(workspace ? ['-w', workspace] : []),
    ...(args.length > 0 ? ['--', ...args] : []),
  ]
}

function stopGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Runs `npm run …` in its own process group; resolves with its exit and its output. */
function runNpm(args, env, limitSeconds) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => {
      output += `\n(time limit of ${limitSeconds} s reached)`
      stopGroup(child, 'SIGKILL')
    }, limitSeconds * 1000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ ok: code === 0, output })
    })
  })
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Starts a server script, waits until `url` answers 200, then stops its whole group. */
function serveNpm(args, env, url, limitSeconds) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    let exited = false
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const gone = new Promise((r) => child.on('exit', () => ((exited = true), r())))
    const deadline = Date.now() + limitSeconds * 1000
    void (async () => {
      let ok = false
      while (!exited && Date.now() < deadline) {
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
          if (res.ok) {
            ok = true
            break
          }
        } catch {
          // not up yet
        }
        await sleep(500)
      }
      if (!ok) output += exited ? '\n(exited before answering)' : `\n(${url} did not answer)`
      stopGroup(child, 'SIGTERM')
      await Promise.race([gone, sleep(15_000)])
      if (!exited) stopGroup(child, 'SIGKILL')
      resolve({ ok, output })
    })()
  })
}

/** db:generate into a copy of the migrations: any new file means the schema changed unrecorded. */
async function generate(workspace, name, limit) {
  const out = path.join(work, 'drizzle')
  cpSync(path.join(serverDir, 'drizzle'), out, { recursive: true })
  const before = new Set(readdirSync(out))
  const result = await runNpm(npmArgs(workspace, name, await drizzleFlags(out)), {}, limit)
  const added = readdirSync(out).filter((file) => !before.has(file))
  if (added.length > 0) {
    return {
      ok: false,
      output: `${result.output}\nthe schema differs from the committed migrations: it would write ${added.join(', ')}`,
    }
  }
  return result
}

const packages = [[undefined, path.join(root, 'package.json')]]
for (const dir of ['packages', 'apps']) {
  for (const entry of readdirSync(path.join(root, dir))) {
    const manifest = path.join(root, dir, entry, 'package.json')
    if (existsSync(manifest)) {
      packages.push([JSON.parse(readFileSync(manifest, 'utf8')).name, manifest])
    }
  }
}

let failures = 0
const started = Date.now()
try {
  for (const [workspace, manifest] of packages) {
    const scripts = Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {})
    for (const name of scripts) {
      const label = workspace ? `${workspace}:${name}` : name
      if (onlyAsked.size > 0 && !onlyAsked.has(label)) continue
      const step = plan(workspace, name)
      if (step.skip) {
        console.log(`skip ${label} (${step.skip})`)
        continue
      }
      if (skipAsked.has(label)) {
        console.log(`skip ${label} (--skip)`)
        continue
      }
      const limit = step.limit ?? 300
      const legs = step.legs ?? [['', step.args ?? [], step.env ?? {}]]
      for (const [leg, args, env] of legs) {
        const legLabel = leg ? `${label} (${leg})` : label
        if (env.DATABASE_URL && !hasPostgres) {
          const message = `no PostgreSQL at ${adminUrl}`
          if (process.env.REQUIRE_POSTGRES === '1') {
            console.log(`FAIL ${legLabel} (${message})`)
            failures += 1
          } else {
            console.log(`skip ${legLabel} (${message})`)
          }
          continue
        }
        const t0 = Date.now()
        const result = step.generate
          ? await generate(workspace, name, limit)
          : step.serve
            ? await serveNpm(npmArgs(workspace, name, args), env, step.serve, 240)
            : await runNpm(npmArgs(workspace, name, args), env, limit)
        const seconds = ((Date.now() - t0) / 1000).toFixed(1)
        if (result.ok) {
          console.log(`ok   ${legLabel} ${seconds}s`)
        } else {
          failures += 1
          console.log(`FAIL ${legLabel} ${seconds}s`)
          const tail = result.output.trim().split('\n').slice(-25)
          console.log(tail.map((line) => `     ${line}`).join('\n'))
        }
      }
    }
  }
} finally {
  if (hasPostgres) await admin(`drop database if exists ${pgDatabase} with (force)`).catch(() => {})
  rmSync(work, { recursive: true, force: true })
}
const total = ((Date.now() - started) / 1000).toFixed(0)
console.log(failures === 0 ? `every script works (${total}s)` : `${failures} failed (${total}s)`)
process.exit(failures === 0 ? 0 : 1)
