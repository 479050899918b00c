import { createReadStream, existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ByteRange } from '../../lib/byte-range'

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

export const mediaStream = (media: MediaFile, range?: ByteRange) =>
  createReadStream(media.file, range ? { start: range.start, end: range.end } : {})
