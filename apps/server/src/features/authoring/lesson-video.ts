import type { Readable } from 'node:stream'
import { LESSON_VIDEO_MAX_BYTES } from '@app/domain/authoring'
import { AppError, BadRequestError } from '../../lib/errors'
import { formatBytes } from '../../storage/file-storage'
import { UnsupportedMediaTypeError } from './course-cover'

export const VIDEO_TYPES_MESSAGE = 'The video must be a WebM or MP4 file'
export const VIDEO_TOO_LARGE_MESSAGE = `The video is larger than ${formatBytes(LESSON_VIDEO_MAX_BYTES)}`
export const MALFORMED_UPLOAD_MESSAGE =
  'The upload could not be read (the multipart body is malformed). Try again.'

export type LessonVideoType = 'video/webm' | 'video/mp4'

/** Bytes needed to recognise either format. */
const HEAD_BYTES = 12
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3]

/**
 * What the file's own bytes say it is (never its name or declared type): WebM starts with the
 * EBML magic 1A 45 DF A3, MP4 has its `ftyp` box type at offset 4.
 */
export function sniffVideo(head: Uint8Array): LessonVideoType | null {
  if (head.length >= 4 && EBML_MAGIC.every((b, i) => head[i] === b)) return 'video/webm'
  if (head.length >= 8 && Buffer.from(head.subarray(4, 8)).toString('latin1') === 'ftyp') {
    return 'video/mp4'
  }
  return null
}

/**
 * A failure while reading the multipart body: errors the app or the multipart plugin already
 * gave a status (413 too large, …) keep it; anything else from the parser (a truncated part, a
 * missing boundary) is the client's malformed body, a 400 rather than a 500.
 */
export function uploadReadError(err: unknown): Error {
  if (err instanceof AppError) return err
  const status = (err as { statusCode?: number }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) return err as Error
  return new BadRequestError(MALFORMED_UPLOAD_MESSAGE)
}

/**
 * Reads just enough of an uploaded video to recognise it (415 for anything but WebM or MP4), and
 * hands back the whole file as a stream for the storage to read on, with its size limit applied as
 * the bytes arrive. Parser errors while streaming become 400s (see `uploadReadError`).
 */
export async function videoFromUpload(
  stream: Readable,
): Promise<{ contentType: LessonVideoType; body: AsyncIterable<Uint8Array> }> {
  const iterator = (stream as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]()
  const next = async () => {
    try {
      return await iterator.next()
    } catch (err) {
      throw uploadReadError(err)
    }
  }
  const chunks: Buffer[] = []
  let size = 0
  while (size < HEAD_BYTES) {
    const step = await next()
    if (step.done) break
    chunks.push(Buffer.from(step.value))
    size += step.value.byteLength
  }
  const head = Buffer.concat(chunks, size)
  if (size === 0) throw new BadRequestError('The file is empty')
  const contentType = sniffVideo(head)
  if (!contentType) {
    stream.destroy()
    throw new UnsupportedMediaTypeError(VIDEO_TYPES_MESSAGE)
  }
  async function* body(): AsyncGenerator<Uint8Array> {
    try {
      yield head
      for (;;) {
        const step = await next()
        if (step.done) return
        yield step.value
      }
    } finally {
      // Stopped early (too large, storage failure): stop reading the upload too.
      if (!stream.readableEnded) stream.destroy()
    }
  }
  return { contentType, body: body() }
}
