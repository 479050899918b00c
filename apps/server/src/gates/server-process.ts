import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { Redis } from 'ioredis'
import { TEST_PG_URL, TEST_REDIS_URL } from '../testing/test-app'

/**
 * The real server in a child process, as an operator runs it (`tsx src/server.ts`, configured
 * through the environment), for the operations gates: crash and restart, several instances.
 */

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** A secret shared by every instance a gate starts. */
export const GATE_JWT_SECRET = 'gate-secret-gate-secret-gate-secret-0123456789'

export interface ServerProcess {
  name: string
  baseUrl: string
  child: ChildProcess
  /** Resolves once the process has exited. */
  exited: Promise<void>
  /** The last lines the server wrote, for failure messages. */
  output: () => string
}

const running = new Set<ServerProcess>()

function killGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    // The child leads its own process group: everything it started goes with it.
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

// Even when the test runner itself stops, no server is left behind.
process.once('exit', () => {
  for (const server of running) killGroup(server.child)
})

async function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Starts `src/server.ts` on 127.0.0.1:`port` with `env` on top of a minimal environment (PATH,
 * HOME and the like taken from `parent`, nothing else) and waits until GET /api/health answers
 * 200. Fails with the server's output if it exits first.
 */
export async function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  parent: NodeJS.ProcessEnv,
  timeoutMs = 150_000,
): Promise<ServerProcess> {
  if (await portAnswers(port)) throw new Error(`${name}: port ${port} is already in use`)
  const base: Record<string, string> = {}
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    const value = parent[key]
    if (value !== undefined) base[key] = value
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...base,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: GATE_JWT_SECRET,
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server: ServerProcess = {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
  }
  running.add(server)
  void exited.then(() => running.delete(server))

  const deadline = Date.now() + timeoutMs
  let gone = false
  void exited.then(() => {
    gone = true
  })
  while (Date.now() < deadline) {
    if (gone) {
      throw new Error(`${name} exited before it was ready (code ${child.exitCode}):\n${output}`)
    }
    const health = await call(server, 'GET', '/api/health', { timeoutMs: 2000 }).catch(() => null)
    if (health?.status === 200) return server
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await killServer(server)
  throw new Error(`${name} did not answer GET /api/health within ${timeoutMs} ms:\n${output}`)
}

/** SIGKILL to the server's process group; resolves once it has exited. */
export async function killServer(server: ServerProcess): Promise<void> {
  killGroup(server.child)
  await server.exited
}

/** Kills every server still running (afterAll). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => killServer(server)))
}

export interface Answer {
  status: number
  body: unknown
}

export interface CallOptions {
  json?: unknown
  form?: Record<string, string>
  token?: string
  headers?: Record<string, string>
  timeoutMs?: number
}

/**
 * One HTTP request on a connection of its own (no pooling, so nothing survives a killed
 * server). Rejects when the connection fails or breaks before the whole answer arrived.
 */
export async function call(
  server: Pick<ServerProcess, 'baseUrl'>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  let payload: Buffer | undefined
  if (options.json !== undefined) {
    payload = Buffer.from(JSON.stringify(options.json))
    headers['content-type'] = 'application/json'
  } else if (options.form) {
    const data = new FormData()
    for (const [key, value] of Object.entries(options.form)) data.append(key, value)
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: data })
    payload = Buffer.from(await encoded.arrayBuffer())
    headers['content-type'] = encoded.headers.get('content-type')!
  }
  if (payload) headers['content-length'] = String(payload.length)
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const url = new URL(path, server.baseUrl)
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers, agent: false, timeout: options.timeoutMs ?? 30_000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('close', () => {
          if (!res.complete) reject(new Error(`${method} ${path}: answer cut off`))
        })
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          let body: unknown = text
          if ((res.headers['content-type'] ?? '').includes('application/json') && text) {
            body = JSON.parse(text)
          }
          resolve({ status: res.statusCode ?? 0, body })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out`)))
    req.on('error', reject)
    req.end(payload)
  })
}

/** PostgreSQL at TEST_PG_URL, on its maintenance database, for creating and dropping others. */
function adminUrl(): string {
  const url = new URL(TEST_PG_URL)
  url.pathname = '/postgres'
  return url.toString()
}

export interface ScratchDatabase {
  url: string
  /** A plain client on the database, for checking what the server stored. */
  query: <T extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>
  drop: () => Promise<void>
}

/** A new, empty database on the PostgreSQL server (never `test`), dropped by `drop`. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl() })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(TEST_PG_URL)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
  pool.on('error', () => {})
  return {
    url: url.toString(),
    query: async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
      (await pool.query<T>(text, values)).rows,
    drop: async () => {
      await pool.end().catch(() => {})
      const cleanup = new pg.Client({ connectionString: adminUrl() })
      await cleanup.connect()
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`)
      } finally {
        await cleanup.end()
      }
    },
  }
}

/** TEST_REDIS_URL on logical database `db`: the gates flush only that one. */
export function redisUrlFor(db: number): string {
  const url = new URL(TEST_REDIS_URL)
  url.pathname = `/${db}`
  return url.toString()
}

/** Empties logical database `db`; false when Redis does not answer. */
export async function flushRedis(db: number): Promise<boolean> {
  const redis = new Redis(redisUrlFor(db), {
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    lazyConnect: true,
  })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.flushdb()
    return true
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}
