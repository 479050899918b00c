// Graceful shutdown of `npm start`, checked on the real process tree: in each round the server
// is started with `npm start` (its own process group, as a terminal would), 10 requests are left
// in flight (their bodies half sent), a signal goes to the whole group (Ctrl+C, or
// `kill -TERM -- -PGID`) or to the npm process alone (a supervisor stopping what it started);
// then the bodies are completed. Every request must get its answer and no process may be left.
//
//   node scripts/check-shutdown.mjs          CHECK_PORT (5303), WEB_DIST (a placeholder) to change
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.CHECK_PORT ?? 5303)
const IN_FLIGHT = 10
const work = mkdtempSync(path.join(tmpdir(), 'learnlane-shutdown-'))
const dataDir = path.join(work, 'data')

// The check is about processes and signals, not pages: a placeholder web build unless one is named.
let webDist = process.env.WEB_DIST
if (!webDist) {
  webDist = path.join(work, 'web')
  mkdirSync(webDist)
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Learnlane</title>\n')
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Every process below `pid` (Linux /proc), to find what is left once npm is gone. */
function descendants(pid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  const found = []
  const walk = (p) => {
    for (const child of children.get(p) ?? []) {
      found.push(child)
      walk(child)
    }
  }
  walk(pid)
  return found
}

function get(url) {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('error', () => resolve(0))
    req.setTimeout(2000, () => req.destroy())
  })
}

async function waitUntilReady(npm, output) {
  for (let i = 0; i < 600; i += 1) {
    if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output()}`)
    if ((await get(`http://127.0.0.1:${port}/api/health/ready`)) === 200) return
    await sleep(300)
  }
  throw new Error(`the server did not become ready:\n${output()}`)
}

/** A contact form whose body is sent in two halves: in flight until `finish()` is called. */
function slowRequest(n) {
  const body = JSON.stringify({
    service_id: 'learnlane_mail',
    user_id: 'learnlane_public_key',
    template_id: 'contact',
    template_params: {
      first_name: 'Nora',
      email: `nora.${n}@example.test`,
      title: `Question ${n}`,
      message: 'Do you offer a discount for a team of ten?',
    },
  })
  const half = Math.floor(body.length / 2)
  let request
  const answered = new Promise((resolve) => {
    request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1.0/email/send',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode, text }))
      },
    )
    request.on('error', (err) => resolve({ status: 0, text: err.message }))
  })
  const headersSent = new Promise((resolve) => request.write(body.slice(0, half), resolve))
  return { headersSent, answered, finish: () => request.end(body.slice(half)) }
}

/**
 * One start and stop. `drain`: the bodies are completed after the signal and every request must
 * be answered. Otherwise the server must exit by itself: after SHUTDOWN_GRACE_MS (`graceMs`), or
 * at once on a `secondSignal` sent a while after the first.
 */
async function round(name, { signal, target, drain = true, graceMs = 10_000, secondSignal }) {
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED: 'false',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: String(graceMs),
      EMAIL_RATE_LIMIT_IP: '1000',
      EMAIL_RATE_LIMIT_ADDRESS: '1000',
    },
  })
  let log = ''
  npm.stdout.on('data', (chunk) => (log += chunk))
  npm.stderr.on('data', (chunk) => (log += chunk))
  const output = () => log.split('\n').slice(-30).join('\n')
  const exited = new Promise((resolve) => npm.once('exit', (code, sig) => resolve({ code, sig })))

  await waitUntilReady(npm, output)
  const tree = descendants(npm.pid)
  const requests = Array.from({ length: IN_FLIGHT }, (_, i) => slowRequest(i))
  await Promise.all(requests.map((r) => r.headersSent))
  await sleep(300)

  const send = (sig) =>
    target === 'group' ? process.kill(-npm.pid, sig) : process.kill(npm.pid, sig)
  send(signal)
  const signalledAt = performance.now()
  let exit
  let answers
  if (drain) {
    // While the server drains, it must neither exit nor cut these requests off.
    await sleep(1500)
    for (const r of requests) r.finish()
    answers = await Promise.all(requests.map((r) => r.answered))
    exit = await Promise.race([exited, sleep(20_000).then(() => 'timeout')])
  } else {
    if (secondSignal) {
      await sleep(1500)
      send(secondSignal)
    }
    exit = await Promise.race([exited, sleep(graceMs + 10_000).then(() => 'timeout')])
    answers = await Promise.all(requests.map((r) => r.answered))
  }
  const stoppedAfter = Math.round(performance.now() - signalledAt)
  const finished = answers.filter((a) => a.status === 200).length
  // Without draining, the exit must come on time: the grace, or at once after a second signal.
  const onTime = drain || stoppedAfter < (secondSignal ? 1500 + 1000 : graceMs + 3000)
  await sleep(500)
  const left = [npm.pid, ...tree].filter(isAlive)
  const portFree = (await get(`http://127.0.0.1:${port}/api/health/live`)) === 0
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone meanwhile
    }
  }
  const ok =
    (drain ? finished === IN_FLIGHT : onTime) && left.length === 0 && portFree && exit !== 'timeout'
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: in-flight finished ${finished}/${IN_FLIGHT}, ` +
      `${left.length === 0 ? 'no process left' : `processes left: ${left.join(', ')}`}` +
      `${drain ? '' : `, exited ${stoppedAfter} ms after the first signal`}` +
      `${portFree ? '' : `, port ${port} still answers`}` +
      `${exit === 'timeout' ? ', npm did not exit' : ''}`,
  )
  if (!ok && drain) {
    const failures = answers.filter((a) => a.status !== 200).slice(0, 3)
    for (const a of failures) console.log(`     answer: ${a.status} ${a.text.slice(0, 120)}`)
    console.log(output().replace(/^/gm, '     '))
  }
  return ok
}

let ok = true
try {
  const rounds = [
    ['Ctrl+C (SIGINT to the process group)', { signal: 'SIGINT', target: 'group' }],
    ['kill -TERM -- -PGID (SIGTERM to the group)', { signal: 'SIGTERM', target: 'group' }],
    ['SIGTERM to the npm process alone', { signal: 'SIGTERM', target: 'npm' }],
    [
      'requests that never end: exit after SHUTDOWN_GRACE_MS=2000',
      { signal: 'SIGTERM', target: 'group', drain: false, graceMs: 2000 },
    ],
    [
      'a second Ctrl+C: exit at once',
      { signal: 'SIGINT', target: 'group', drain: false, secondSignal: 'SIGINT' },
    ],
  ]
  for (const [name, options] of rounds) ok = (await round(name, options)) && ok
} catch (err) {
  console.log(`FAIL ${err.message}`)
  ok = false
} finally {
  if (existsSync(work)) rmSync(work, { recursive: true, force: true })
}
process.exit(ok ? 0 : 1)
