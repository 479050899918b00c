import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { Redis } from 'ioredis'

/** The Redis server binary the outage tests start and kill themselves. */
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server'

/**
 * A Redis of a test's own, on a free port, without persistence: the test kills it and starts it
 * again on the same port, as an operator's Redis goes away and comes back.
 */
export interface RedisServer {
  port: number
  url: string
  /** Kills the process (SIGKILL, as in a crash) and resolves once it has exited. */
  kill: () => Promise<void>
  /** Starts it again on the same port (empty) and resolves once it answers PING. */
  start: () => Promise<void>
  /** Stops (SIGSTOP) or continues (SIGCONT) the process: connected, but answering nothing. */
  pause: () => void
  resume: () => void
}

const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** True when a Redis answers PING on the port. */
export async function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(500, () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
    socket.once('error', () => done(false))
  })
}

/** Polls `condition` until it holds; fails after `timeoutMs` with `what`. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await condition()) return
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort()
  let child: ChildProcess | undefined
  let output = ''

  const start = async () => {
    output = ''
    const server = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child = server
    running.add(server)
    server.stdout?.on(
      'data',
      (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)),
    )
    server.stderr?.on(
      'data',
      (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)),
    )
    server.once('exit', () => running.delete(server))
    try {
      await waitFor(`redis-server on port ${port}`, async () => {
        if (server.exitCode !== null) throw new Error(`redis-server exited:\n${output}`)
        return redisAnswers(port)
      })
    } catch (err) {
      server.kill('SIGKILL')
      throw err
    }
  }

  const kill = async () => {
    const server = child
    if (!server || server.exitCode !== null || server.signalCode !== null) return
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
    server.kill('SIGKILL')
    await exited
  }

  await start()
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  }
}

/** The key names matching `pattern` in the Redis at `url`, sorted. */
export async function redisKeys(url: string, pattern = '*'): Promise<string[]> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 })
  try {
    await client.connect()
    return (await client.keys(pattern)).sort()
  } finally {
    client.disconnect()
  }
}
