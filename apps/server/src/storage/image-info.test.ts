import { describe, expect, it } from 'vitest'
import { makeGif, makeJpeg, makePng } from '../testing/images'
import { readImageInfo } from './image-info'

describe('readImageInfo', () => {
  it('reads the size of a PNG from its header', () => {
    expect(readImageInfo(makePng(640, 480))).toEqual({
      type: 'png',
      contentType: 'image/png',
      width: 640,
      height: 480,
    })
  })

  it('reads the size of a JPEG from its frame header', () => {
    expect(readImageInfo(makeJpeg(801, 300))).toMatchObject({
      type: 'jpeg',
      width: 801,
      height: 300,
    })
  })

  it('reads the size of a lossless WebP', () => {
    const bytes = Buffer.alloc(30)
    bytes.write('RIFF', 0, 'ascii')
    bytes.write('WEBP', 8, 'ascii')
    bytes.write('VP8L', 12, 'ascii')
    bytes[20] = 0x2f
    // width-1 = 99, height-1 = 49 packed in 14-bit fields
    const bits = 99 | (49 << 14)
    bytes.writeUInt32LE(bits, 21)
    expect(readImageInfo(bytes)).toMatchObject({ type: 'webp', width: 100, height: 50 })
  })

  it.each([
    ['a GIF', makeGif(10, 10)],
    ['text', Buffer.from('hello, this is not an image at all')],
    ['a cut-off PNG', makePng(10, 10).subarray(0, 20)],
    ['a JPEG without a frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['nothing', Buffer.alloc(0)],
  ])('returns null for %s', (_name, bytes) => {
    expect(readImageInfo(bytes)).toBeNull()
  })
})
