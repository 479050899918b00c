import type { Readable } from 'node:stream'
import { COVER_MAX_BYTES, COVER_SIZE } from '@app/domain/authoring'
import sharp from 'sharp'
import { AppError, BadRequestError } from '../../lib/errors'
import { FileTooLargeError, formatBytes, readLimited } from '../../storage/file-storage'

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message)
  }
}

export const COVER_TYPES_MESSAGE = 'The cover must be a PNG, JPG or WebP image'
const TOO_LARGE = `The cover image is larger than ${formatBytes(COVER_MAX_BYTES)}`
/** What the image itself says it is (never the name or the declared type). */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp'])
/** Refuses decompression bombs: a small file that would expand to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000
const MIN_SIDE = 200

export interface CoverImage {
  bytes: Buffer
  contentType: 'image/webp'
  width: number
  height: number
}

/**
 * Reads an uploaded cover (stopping at the size limit), checks it is a PNG, JPG or WebP by its
 * content, and makes the 16:10 WebP the course cards and the course page show (1280 x 800, the
 * interesting part kept when cropping; EXIF orientation applied and metadata dropped).
 */
export async function coverFromUpload(stream: Readable): Promise<CoverImage> {
  let input: Buffer
  try {
    input = await readLimited(stream, COVER_MAX_BYTES, TOO_LARGE)
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new FileTooLargeError(TOO_LARGE)
    }
    throw err
  }
  if ((stream as Readable & { truncated?: boolean }).truncated)
    throw new FileTooLargeError(TOO_LARGE)
  if (input.byteLength === 0) throw new BadRequestError('The file is empty')
  let format: string | undefined
  let width = 0
  let height = 0
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    format = meta.format
    width = meta.autoOrient?.width ?? meta.width ?? 0
    height = meta.autoOrient?.height ?? meta.height ?? 0
  } catch {
    throw new UnsupportedMediaTypeError(COVER_TYPES_MESSAGE)
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new UnsupportedMediaTypeError(COVER_TYPES_MESSAGE)
  }
  if (width < MIN_SIDE || height < MIN_SIDE) {
    throw new BadRequestError(`The cover must be at least ${MIN_SIDE} x ${MIN_SIDE} pixels`)
  }
  const size = COVER_SIZE
  try {
    const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 80 })
      .toBuffer()
    return { bytes, contentType: 'image/webp', width: size.width, height: size.height }
  } catch {
    throw new BadRequestError('This image could not be read. Try saving it again as PNG or JPG.')
  }
}
