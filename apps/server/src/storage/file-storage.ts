import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import type { Db, DbDriver } from '../db/client'
import { files } from '../db/schema/index'
import type { ByteRange } from '../lib/byte-range'
import { AppError, BadRequestError } from '../lib/errors'
import { UUID } from '../lib/uuid'

export type FileKind = (typeof files.kind.enumValues)[number]

/**
 * Lesson media (uploaded videos and captions) are served only under a signed address handed to
 * those who may watch the lesson; the others (avatars, course covers) are public.
 */
export const isLessonMedia = (kind: FileKind) => kind === 'video' || kind === 'captions'

/** A file that went over its size limit while it was being read (413). */
export class FileTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message)
  }
}

export interface FileMeta {
  id: string
  ownerId: string | null
  kind: FileKind
  contentType: string
  byteSize: number
  width: number | null
  height: number | null
  createdAt: Date
}

export interface SaveFileInput {
  ownerId?: string | null
  kind: FileKind
  contentType: string
  /** The bytes, or a stream of them (read with the limit applied as it arrives). */
  bytes?: Uint8Array
  stream?: AsyncIterable<Uint8Array> | Readable
  width?: number | null
  height?: number | null
  /** Reading stops as soon as the file goes past this many bytes (FileTooLargeError). */
  maxBytes: number
  /** Message for a file over the limit; default "The file is larger than N MB". */
  tooLargeMessage?: string
}

export interface FileStorage {
  /** Where new files go: `db` with PostgreSQL, `disk` (under DATA_DIR/files) on PGlite. */
  readonly mode: 'db' | 'disk'
  save: (input: SaveFileInput) => Promise<{ id: string; byteSize: number }>
  /** The file's metadata, or null when there is no such file. */
  stat: (id: string) => Promise<FileMeta | null>
  /** Metadata and the bytes of `range` (the whole file without one); null when missing. */
  read: (id: string, range?: ByteRange) => Promise<{ meta: FileMeta; body: Readable } | null>
  /** Removes the file; false when there was none. */
  remove: (id: string) => Promise<boolean>
}

export interface FileStorageOptions {
  db: Db
  driver: DbDriver
  /** Folder holding `files/<id>` on the disk mode (the app's DATA_DIR, or a temp folder in tests). */
  dataDir: string
}

export const isFileId = (id: string) => UUID.test(id)

/** "5 MB", "800 KB": how a size limit reads in a message. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}

const tooLarge = (input: { maxBytes: number; tooLargeMessage?: string | undefined }) =>
  new FileTooLargeError(
    input.tooLargeMessage ?? `The file is larger than ${formatBytes(input.maxBytes)}`,
  )

/**
 * Reads a stream into memory, failing as soon as it goes past `maxBytes` (the rest is not read).
 * For small uploads a caller must inspect before storing (an avatar's header).
 */
export async function readLimited(
  stream: AsyncIterable<Uint8Array> | Readable,
  maxBytes: number,
  tooLargeMessage?: string,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > maxBytes) {
      if (stream instanceof Readable) stream.destroy()
      throw tooLarge({ maxBytes, tooLargeMessage })
    }
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks, size)
}

function toMeta(
  row: typeof files.$inferSelect | Omit<typeof files.$inferSelect, 'data'>,
): FileMeta {
  return {
    id: row.id,
    ownerId: row.ownerId,
    kind: row.kind,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
  }
}

const metaColumns = {
  id: files.id,
  ownerId: files.ownerId,
  kind: files.kind,
  contentType: files.contentType,
  byteSize: files.byteSize,
  width: files.width,
  height: files.height,
  storage: files.storage,
  createdAt: files.createdAt,
}

/**
 * The one place uploaded files are kept. With PostgreSQL (`driver: 'postgres'`) the bytes go in
 * `files.data`, so every instance sharing the database sees them; on the embedded database they go
 * to `<dataDir>/files/<id>`. Rows remember where their bytes are, so reads work for either.
 */
export function createFileStorage({ db, driver, dataDir }: FileStorageOptions): FileStorage {
  const mode = driver === 'postgres' ? 'db' : 'disk'
  const folder = path.resolve(dataDir, 'files')
  const diskPath = (id: string) => path.join(folder, id)

  async function writeToDisk(id: string, input: SaveFileInput): Promise<number> {
    await mkdir(folder, { recursive: true })
    const partial = `${diskPath(id)}.part`
    const out = createWriteStream(partial, { flags: 'wx' })
    let size = 0
    try {
      const source: Iterable<Uint8Array> | AsyncIterable<Uint8Array> = input.stream ?? [
        input.bytes ?? new Uint8Array(),
      ]
      for await (const chunk of source) {
        size += chunk.byteLength
        if (size > input.maxBytes) {
          if (input.stream instanceof Readable) input.stream.destroy()
          throw tooLarge(input)
        }
        if (!out.write(chunk))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()))
      }
      await new Promise<void>((resolve, reject) => {
        out.once('error', reject)
        out.end(resolve)
      })
      return size
    } catch (err) {
      // The file is opened as the stream starts: wait until it is closed, or the removal could
      // come before the open and leave the part file behind.
      if (!out.closed) {
        await new Promise<void>((resolve) => {
          out.once('close', () => resolve())
          out.destroy()
        })
      }
      await rm(partial, { force: true })
      throw err
    }
  }

  async function insertRow(
    id: string,
    input: SaveFileInput,
    byteSize: number,
    data: Buffer | null,
  ) {
    await db.insert(files).values({
      id,
      ownerId: input.ownerId ?? null,
      kind: input.kind,
      contentType: input.contentType,
      byteSize,
      width: input.width ?? null,
      height: input.height ?? null,
      storage: data ? 'db' : 'disk',
      data,
    })
  }

  return {
    mode,

    async save(input) {
      if (!input.bytes && !input.stream) throw new BadRequestError('No file was sent')
      const id = randomUUID()
      if (mode === 'db') {
        const data = input.stream
          ? await readLimited(input.stream, input.maxBytes, input.tooLargeMessage)
          : Buffer.from(input.bytes!)
        if (data.byteLength > input.maxBytes) throw tooLarge(input)
        if (data.byteLength === 0) throw new BadRequestError('The file is empty')
        await insertRow(id, input, data.byteLength, data)
        return { id, byteSize: data.byteLength }
      }
      const size = await writeToDisk(id, input)
      const partial = `${diskPath(id)}.part`
      if (size === 0) {
        await rm(partial, { force: true })
        throw new BadRequestError('The file is empty')
      }
      try {
        await insertRow(id, input, size, null)
        await rename(partial, diskPath(id))
      } catch (err) {
        await rm(partial, { force: true })
        throw err
      }
      return { id, byteSize: size }
    },

    async stat(id) {
      if (!isFileId(id)) return null
      const [row] = await db.select(metaColumns).from(files).where(eq(files.id, id))
      return row ? toMeta(row) : null
    },

    async read(id, range) {
      if (!isFileId(id)) return null
      const [row] = await db.select(metaColumns).from(files).where(eq(files.id, id))
      if (!row) return null
      const start = range?.start ?? 0
      const end = Math.min(range?.end ?? row.byteSize - 1, row.byteSize - 1)
      if (row.storage === 'disk') {
        const file = diskPath(id)
        const exists = await stat(file).then(
          () => true,
          () => false,
        )
        if (!exists) return null
        if (row.byteSize === 0) return { meta: toMeta(row), body: Readable.from([]) }
        return { meta: toMeta(row), body: createReadStream(file, { start, end }) }
      }
      // Only the asked-for slice leaves the database (substring is 1-based).
      const [slice] = await db
        .select({
          bytes: sql<Uint8Array | null>`substring(${files.data} from ${start + 1}::int for ${Math.max(0, end - start + 1)}::int)`,
        })
        .from(files)
        .where(eq(files.id, id))
      const bytes = slice?.bytes ? Buffer.from(slice.bytes) : Buffer.alloc(0)
      return { meta: toMeta(row), body: Readable.from(bytes.byteLength ? [bytes] : []) }
    },

    async remove(id) {
      if (!isFileId(id)) return false
      const [row] = await db
        .delete(files)
        .where(eq(files.id, id))
        .returning({ storage: files.storage })
      if (!row) return false
      if (row.storage === 'disk') await rm(diskPath(id), { force: true })
      return true
    },
  }
}
