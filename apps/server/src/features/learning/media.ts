import { createReadStream, existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The committed sample lesson media (apps/server/media). */
export const MEDIA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../media',
)

const CONTENT_TYPES = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
} as const

/** Only plain names of the kinds above: no folders, no dots but the extension. */
const MEDIA_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(webm|mp4|vtt)$/

export interface MediaFile {
  file: string
  size: number
  contentType: string
  etag: string
  lastModified: Date
}

export async function findMedia(name: string, dir = MEDIA_DIR): Promise<MediaFile | null> {
  const match = MEDIA_NAME.exec(name)
  if (!match) return null
  const file = path.join(dir, name)
  if (!existsSync(file)) return null
  const info = await stat(file)
  if (!info.isFile()) return null
  return {
    file,
    size: info.size,
    contentType: CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES],
    etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    lastModified: info.mtime,
  }
}

export type ByteRange = { start: number; end: number }

/**
 * One `bytes=` range of a file of `size` bytes: `{ start, end }` (inclusive), `null` when there
 * is no usable Range header (send the whole file), `'unsatisfiable'` for a range past the end.
 * Several ranges are answered with the whole file, as RFC 9110 allows.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

export const mediaStream = (media: MediaFile, range?: ByteRange) =>
  createReadStream(media.file, range ? { start: range.start, end: range.end } : {})
