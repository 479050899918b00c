import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

/** Where the `pg` driver reaches the embedded database: a unix socket `<host>/.s.PGSQL.<port>`. */
export interface EmbeddedConnection {
  host: string
  port: number
  user: string
  database: string
}

export interface EmbeddedDatabase {
  connection: EmbeddedConnection
  /** Settles once the database is open and listening; rejects with the reason it could not open. */
  ready: Promise<void>
  /** Closes the socket and the database (flushed to disk), ends the thread, removes the socket. */
  close: () => Promise<void>
}

/** How long a closing database may take before its thread is stopped. */
const CLOSE_TIMEOUT_MS = 15_000
const SOCKET_PORT = 5432
export const SOCKET_DIR_PREFIX = 'learnlane-db-'

/**
 * Starts PGlite in a worker thread (db/pglite-worker.mjs) serving the PostgreSQL protocol on a unix
 * socket in a fresh folder only this user can enter (`mkdtemp`, mode 0700): no port is opened and
 * no other account on the machine can connect. `dataDir` is DATA_DIR (the files go to
 * `DATA_DIR/pglite`) or `memory://`.
 */
export function startEmbeddedDatabase(dataDir: string): EmbeddedDatabase {
  const pgliteDir = dataDir === 'memory://' ? dataDir : path.resolve(dataDir, 'pglite')
  if (pgliteDir !== 'memory://') mkdirSync(pgliteDir, { recursive: true })
  removeAbandonedSocketDirs()
  const socketDir = mkdtempSync(path.join(tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-`))
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`)

  let worker: Worker | undefined
  let exited: Promise<void> | undefined
  const ready = (async () => {
    const wasm = await pgliteAssets()
    const started = new Worker(new URL(import.meta.resolve('./pglite-worker.mjs')), {
      workerData: { dataDir: pgliteDir, socketPath, wasm },
    })
    worker = started
    // The thread never keeps the process alive on its own, like a database in this thread would not.
    started.unref()
    exited = new Promise((resolve) => started.once('exit', () => resolve()))
    await new Promise<void>((resolve, reject) => {
      let open = false
      started.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          open = true
          resolve()
        } else if (message.type === 'failed') {
          const error = new Error(`embedded database (${pgliteDir}): ${message.message}`)
          if (message.stack) error.stack = `${error.message}\n${message.stack}`
          reject(error)
        }
      })
      started.on('error', (error: Error) => {
        if (!open) reject(error)
        else process.stderr.write(`embedded database stopped: ${error.stack ?? error.message}\n`)
      })
      started.once('exit', (code) => {
        if (!open) reject(new Error(`embedded database (${pgliteDir}) exited with code ${code}`))
      })
    })
  })()
  // A failure is reported by the first query (and by `close`), never as an unhandled rejection.
  ready.catch(() => {})

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      await ready.catch(() => {})
      if (worker && exited) {
        worker.postMessage({ type: 'close' })
        let timer: NodeJS.Timeout | undefined
        const stopped = await Promise.race([
          exited.then(() => true),
          new Promise<false>(
            (resolve) => (timer = setTimeout(() => resolve(false), CLOSE_TIMEOUT_MS)),
          ),
        ])
        clearTimeout(timer)
        if (!stopped) await worker.terminate()
      }
      rmSync(socketDir, { recursive: true, force: true })
    })())

  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    ready,
    close,
  }
}

type WorkerMessage =
  { type: 'ready' } | { type: 'failed'; message: string; stack?: string | undefined }

interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module
  initdbWasmModule: WebAssembly.Module
  fsBundle: Blob
}

let assets: Promise<PgliteAssets | undefined> | undefined

/** Node's WebAssembly global (its type is declared, the value is not in the server's lib). */
const webAssembly = (
  globalThis as unknown as {
    WebAssembly: { compile: (bytes: Uint8Array) => Promise<WebAssembly.Module> }
  }
).WebAssembly

/**
 * PGlite's WebAssembly, compiled once per process and handed to every database thread (a compiled
 * module can be shared between threads), with its file-system image: a second database (tests
 * open many) starts about a third faster than when each thread compiles its own. Undefined when
 * the files are not where PGlite keeps them: each thread then loads them itself.
 */
function pgliteAssets(): Promise<PgliteAssets | undefined> {
  assets ??= (async () => {
    try {
      const entry = import.meta.resolve('@electric-sql/pglite')
      const read = (name: string) => readFile(new URL(name, entry))
      const [pglite, initdb, fsImage] = await Promise.all([
        read('./pglite.wasm'),
        read('./initdb.wasm'),
        read('./pglite.data'),
      ])
      const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
        webAssembly.compile(pglite),
        webAssembly.compile(initdb),
      ])
      return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([fsImage]) }
    } catch {
      return undefined
    }
  })()
  return assets
}

let swept = false

/**
 * Removes the socket folders of processes that were killed before they could remove theirs (each
 * folder is named after its process id); another user's folders are left alone. Runs once per
 * process unless `again`.
 */
export function removeAbandonedSocketDirs(again = false): void {
  if (swept && !again) return
  swept = true
  const pattern = new RegExp(`^${SOCKET_DIR_PREFIX}(\\d+)-`)
  let names: string[] = []
  try {
    names = readdirSync(tmpdir())
  } catch {
    return
  }
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1])
    if (!pid || pid === process.pid || isAlive(pid)) continue
    try {
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true })
    } catch {
      // Best effort: a folder left behind is harmless.
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
