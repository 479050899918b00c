/** Image headers read from the bytes themselves: the server and the browser apply the same check. */

export type ImageType = 'png' | 'jpeg' | 'webp'

export interface ImageInfo {
  type: ImageType
  contentType: `image/${ImageType}`
  width: number
  height: number
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length))

function png(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return null
  if (ascii(bytes, 12, 4) !== 'IHDR') return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return {
    type: 'png',
    contentType: 'image/png',
    width: view.getUint32(16),
    height: view.getUint32(20),
  }
}

/** Start-of-frame markers carry the size: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function jpeg(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]!
    if (marker === 0xff) {
      offset += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2 // markers without a length
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null // end of image or scan before any frame
    const length = view.getUint16(offset + 2)
    if (length < 2) return null
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null
      return {
        type: 'jpeg',
        contentType: 'image/jpeg',
        height: view.getUint16(offset + 5),
        width: view.getUint16(offset + 7),
      }
    }
    offset += 2 + length
  }
  return null
}

function webp(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP')
    return null
  const chunk = ascii(bytes, 12, 4)
  const data = 20
  const info = (width: number, height: number): ImageInfo => ({
    type: 'webp',
    contentType: 'image/webp',
    width,
    height,
  })
  if (chunk === 'VP8X') {
    const w = bytes[data + 4]! | (bytes[data + 5]! << 8) | (bytes[data + 6]! << 16)
    const h = bytes[data + 7]! | (bytes[data + 8]! << 8) | (bytes[data + 9]! << 16)
    return info(w + 1, h + 1)
  }
  if (chunk === 'VP8L') {
    if (bytes[data] !== 0x2f) return null
    const b = bytes.subarray(data + 1, data + 5)
    const w = 1 + (((b[1]! & 0x3f) << 8) | b[0]!)
    const h = 1 + (((b[3]! & 0x0f) << 10) | (b[2]! << 2) | ((b[1]! & 0xc0) >> 6))
    return info(w, h)
  }
  if (chunk === 'VP8 ') {
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a)
      return null
    const w = (bytes[data + 6]! | (bytes[data + 7]! << 8)) & 0x3fff
    const h = (bytes[data + 8]! | (bytes[data + 9]! << 8)) & 0x3fff
    return info(w, h)
  }
  return null
}

/**
 * What an image is and how big, read from its own header bytes (never from its name or the
 * declared type). Null when the bytes are not a PNG, JPEG or WebP image with a readable size.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const info = png(bytes) ?? jpeg(bytes) ?? webp(bytes)
  if (!info || info.width < 1 || info.height < 1) return null
  return info
}
