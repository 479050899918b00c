import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { Negotiator } from '@fastify/accept-negotiator'

/** A body kept compressed, in the encodings browsers ask for. */
export interface EncodedBodies {
  br: Buffer
  gzip: Buffer
}

/**
 * Brotli quality for kept answers. On the rendered home page (360 KiB) and course grid (200 KiB),
 * quality 6 takes under 10 ms and gives 36 and 20 KiB; 11 gives about 10% less but takes close
 * to a second, 9 saves 1% for ten times the time.
 */
const BROTLI_QUALITY = 6
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Bodies smaller than this are sent as they are (@fastify/compress's threshold in app.ts). */
export const MIN_ENCODED_BYTES = 1024

/**
 * A body compressed once, in brotli and gzip, for answers that are kept and sent many times:
 * each later answer sends the stored bytes instead of compressing the same body again.
 */
export async function encodeBody(text: string): Promise<EncodedBodies> {
  const body = Buffer.from(text)
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 6 }),
  ])
  return { br, gzip: gz }
}

const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] })

/**
 * The stored encoding an Accept-Encoding header allows (its q-values honoured), brotli first at
 * equal weight; none when the header is absent or allows neither (the body is then sent as it is).
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  return header ? negotiator.negotiate(header) : null
}
