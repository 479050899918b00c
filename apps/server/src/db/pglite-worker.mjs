// The embedded database in its own thread: opens PGlite (with pg_trgm and btree_gist) and serves it over the
// PostgreSQL wire protocol on a unix socket, so the server talks to it with the same `pg` driver
// it uses for PostgreSQL, and a slow query never stops the server's event loop.
//
// Plain JavaScript on purpose: a worker thread is loaded by Node itself, from the source tree
// (tests, tsx) and from dist/ (the bundle) alike. Started by db/client.ts, which passes:
//   workerData = { dataDir, socketPath, wasm?: { pgliteWasmModule, initdbWasmModule } }
// and is told { type: 'ready' } or { type: 'failed', message, stack } once; it answers
// { type: 'close' } by closing the socket and the database (flushed to disk), then the thread ends.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/**
 * Connections the socket accepts. The server's pool keeps one (PGlite runs one statement at a
 * time, and a transaction must own the connection it runs on); the spare ones only let a pool
 * replace a broken connection before the socket has noticed the old one is gone.
 */
const MAX_CONNECTIONS = 4

const { dataDir, socketPath, wasm } = workerData

/** @type {PGlite | undefined} */
let db
/** @type {PGLiteSocketServer | undefined} */
let server

async function open() {
  db = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist }, ...wasm })
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_CONNECTIONS })
  await server.start()
}

async function close() {
  await server?.stop()
  if (db && !db.closed) await db.close()
  parentPort?.close()
}

parentPort?.on('message', (message) => {
  if (message?.type === 'close') {
    close().catch((error) => {
      process.stderr.write(`embedded database: closing failed: ${error?.stack ?? error}\n`)
      process.exit(1)
    })
  }
})

try {
  await open()
  parentPort?.postMessage({ type: 'ready' })
} catch (error) {
  parentPort?.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  })
  await close().catch(() => {})
}
