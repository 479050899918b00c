import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { files } from '../../db/schema/index'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'
import { createFileStorage, FileTooLargeError, type FileStorage } from '../../storage/file-storage'

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256))

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/** A stream that counts how many chunks were pulled from it. */
function countingStream(chunks: number, size: number) {
  const state = { pulled: 0 }
  const stream = Readable.from(
    (function* () {
      for (let i = 0; i < chunks; i += 1) {
        state.pulled += 1
        yield Buffer.alloc(size, 7)
      }
    })(),
  )
  return { stream, state }
}

describe.each(drivers)('file storage on %s', (driver) => {
  let t: TestApp
  let storage: FileStorage
  let dataDir: string
  let owner: TestAccount
  beforeAll(async () => {
    t = await buildTestApp(driver)
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'files-test-'))
    storage = createFileStorage({ db: t.database.db, driver, dataDir })
    owner = await addAccount(t, 'student')
  })
  afterAll(async () => {
    await t.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(`keeps the bytes ${driver === 'postgres' ? 'in the database' : 'on disk under DATA_DIR/files'}`, async () => {
    const { id, byteSize } = await storage.save({
      ownerId: owner.id,
      kind: 'avatar',
      contentType: 'image/png',
      bytes,
      width: 10,
      height: 20,
      maxBytes: 5000,
    })
    expect(byteSize).toBe(1000)
    const [row] = await t.database.db.select().from(files).where(eq(files.id, id))
    expect(row).toMatchObject({ kind: 'avatar', byteSize: 1000, width: 10, height: 20 })
    if (driver === 'postgres') {
      expect(row!.storage).toBe('db')
      expect(Buffer.from(row!.data!)).toEqual(bytes)
      expect(existsSync(path.join(dataDir, 'files', id))).toBe(false)
    } else {
      expect(row!.storage).toBe('disk')
      expect(row!.data).toBeNull()
      expect(existsSync(path.join(dataDir, 'files', id))).toBe(true)
    }
    const whole = await storage.read(id)
    expect(whole!.meta).toMatchObject({ id, contentType: 'image/png', ownerId: owner.id })
    expect(await readAll(whole!.body)).toEqual(bytes)
    const slice = await storage.read(id, { start: 10, end: 19 })
    expect(await readAll(slice!.body)).toEqual(bytes.subarray(10, 20))
  })

  it('stores a stream and stops reading it once it passes the limit', async () => {
    const ok = countingStream(4, 100)
    const saved = await storage.save({
      kind: 'video',
      contentType: 'video/mp4',
      stream: ok.stream,
      maxBytes: 400,
    })
    expect(saved.byteSize).toBe(400)

    const before = await t.database.db.select({ id: files.id }).from(files)
    const big = countingStream(1000, 100)
    await expect(
      storage.save({ kind: 'video', contentType: 'video/mp4', stream: big.stream, maxBytes: 450 }),
    ).rejects.toBeInstanceOf(FileTooLargeError)
    expect(big.state.pulled).toBeLessThan(10)
    const after = await t.database.db.select({ id: files.id }).from(files)
    expect(after).toHaveLength(before.length)
    if (driver === 'pglite') {
      const { readdirSync } = await import('node:fs')
      expect(readdirSync(path.join(dataDir, 'files')).filter((f) => f.endsWith('.part'))).toEqual(
        [],
      )
    }
  })

  it('refuses an empty file and stores nothing', async () => {
    const before = await t.database.db.select({ id: files.id }).from(files)
    await expect(
      storage.save({
        kind: 'cover',
        contentType: 'image/png',
        bytes: Buffer.alloc(0),
        maxBytes: 10,
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'The file is empty' })
    expect(await t.database.db.select({ id: files.id }).from(files)).toHaveLength(before.length)
  })

  it('removes a file with its bytes', async () => {
    const { id } = await storage.save({
      kind: 'cover',
      contentType: 'image/jpeg',
      bytes,
      maxBytes: 5000,
    })
    expect(await storage.remove(id)).toBe(true)
    expect(await storage.read(id)).toBeNull()
    expect(await storage.stat(id)).toBeNull()
    expect(existsSync(path.join(dataDir, 'files', id))).toBe(false)
    expect(await storage.remove(id)).toBe(false)
  })

  it('answers null for an unknown or malformed id', async () => {
    expect(await storage.read('00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await storage.read('../../etc/passwd')).toBeNull()
  })
})

describe.each(drivers)('GET /api/files/:id on %s', (driver) => {
  let t: TestApp
  let id: string
  let videoId: string
  beforeAll(async () => {
    t = await buildTestApp(driver)
    ;({ id } = await t.app.fileStorage.save({
      kind: 'cover',
      contentType: 'image/webp',
      bytes,
      maxBytes: 10_000,
    }))
    ;({ id: videoId } = await t.app.fileStorage.save({
      kind: 'video',
      contentType: 'video/mp4',
      bytes,
      maxBytes: 10_000,
    }))
  })
  afterAll(async () => {
    vi.useRealTimers()
    await t.close()
  })

  it('serves the whole file with its type, long caching, an ETag and Accept-Ranges', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${id}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.etag).toBe(`"${id}"`)
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers['content-length']).toBe('1000')
    expect(res.rawPayload).toEqual(bytes)
  })

  it('answers 304 when the ETag matches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { 'if-none-match': `"${id}"` },
    })
    expect(res.statusCode).toBe(304)
    expect(res.rawPayload.length).toBe(0)
  })

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=950-5000', 950, 999],
  ])('answers %s with 206 and that slice', async (range, start, end) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range } })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`)
    expect(res.headers['content-length']).toBe(String(end - start + 1))
    expect(res.rawPayload).toEqual(bytes.subarray(start, end + 1))
  })

  it('answers 416 for a range past the end', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { range: 'bytes=1000-' },
    })
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe('bytes */1000')
    expect(res.json()).toEqual({ error: 'The requested range is outside the file' })
  })

  it.each(['bytes=5-2', 'bytes=a-b', 'bytes=0-9,x-'])(
    'ignores the invalid range %s and sends the whole file',
    async (range) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-range']).toBeUndefined()
      expect(res.headers['content-length']).toBe('1000')
      expect(res.rawPayload).toEqual(bytes)
    },
  )

  it('answers 416 for a suffix of no bytes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { range: 'bytes=-0' },
    })
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe('bytes */1000')
  })

  it('sends the whole file when If-Range names another version', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { range: 'bytes=0-9', 'if-range': '"something-else"' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.length).toBe(1000)
  })

  it('serves lesson media only under a signed address, privately, until it expires', async () => {
    const bare = await t.app.inject({ method: 'GET', url: `/api/files/${videoId}` })
    expect(bare.statusCode).toBe(403)
    expect(bare.json()).toHaveProperty('error')
    vi.useFakeTimers({ toFake: ['Date'] })
    const { url, expiresAt } = t.app.mediaUrls.sign(videoId, null)
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } })
    expect(res.statusCode).toBe(206)
    expect(res.rawPayload).toEqual(bytes.subarray(0, 100))
    const left = Math.ceil((expiresAt.getTime() - Date.now()) / 1000)
    expect(res.headers['cache-control']).toBe(`private, max-age=${left}`)
    vi.setSystemTime(expiresAt)
    const late = await t.app.inject({ method: 'GET', url })
    expect(late.statusCode).toBe(403)
    expect(late.headers['cache-control']).toBe('no-store')
    vi.useRealTimers()
  })

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
    'answers 404 for %s',
    async (bad) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/${bad}` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'File not found' })
    },
  )
})
