import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { createCache } from '../../lib/cache'
import type { ArtBox } from './og.card'

/** Bump when the look of the cards changes, so every ETag and cached card changes with it. */
const CARD_VERSION = '1'

/** Refuses decompression bombs among pictures laid onto a card (uploaded covers). */
const MAX_INPUT_PIXELS = 50_000_000

/** An image laid over the card's picture box: an uploaded cover, a product's SVG cover. */
export interface RasterArt {
  box: ArtBox
  /** What identifies the image (a file id, a hash of its bytes): part of the card's ETag. */
  key: string
  /** The image's bytes, in any format sharp reads; asked for only when the card is drawn. */
  load: () => Promise<Buffer>
}

export interface CardImage {
  etag: string
  png: Buffer
}

export interface CardRenderer {
  /** The card's ETag, from everything it shows: known before anything is drawn. */
  etagOf: (svg: string, art?: Pick<RasterArt, 'key'>) => string
  /** The card as PNG: from the cache, or drawn once however many ask at the same time. */
  render: (svg: string, art?: RasterArt) => Promise<CardImage>
  /** Cards and bytes held (for tests and metrics). */
  size: () => { entries: number; bytes: number }
}

/** The picture cut to its box with rounded corners. */
async function roundedArt(art: RasterArt): Promise<Buffer> {
  const { width, height, radius } = art.box
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`,
  )
  return sharp(await art.load(), { limitInputPixels: MAX_INPUT_PIXELS, density: 144 })
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer()
}

/**
 * Draws sharing cards with sharp (SVG through librsvg, off the event loop in libuv's pool) and
 * keeps the most recent ones in memory, least recently used out first, up to `maxBytes`. A card is
 * keyed by what it shows, so a course whose title, price or rating changes gets a new card and a
 * new ETag at once, and an unchanged one is never drawn twice.
 */
export function createCardRenderer({
  maxBytes = 24 * 1024 * 1024,
  maxDrawing = 2,
} = {}): CardRenderer {
  // Drawing runs in libuv's small thread pool, which file and database work share: a burst of
  // new cards waits its turn instead of taking every thread.
  let running = 0
  const waiting: (() => void)[] = []
  const turn = async () => {
    if (running >= maxDrawing) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
  }
  const done = () => {
    running -= 1
    waiting.shift()?.()
  }

  const etagOf = (svg: string, art?: Pick<RasterArt, 'key'>) =>
    `"og-${createHash('sha256')
      .update(CARD_VERSION)
      .update('\0')
      .update(svg)
      .update('\0')
      .update(art?.key ?? '')
      .digest('base64url')
      .slice(0, 32)}"`

  async function draw(svg: string, art?: RasterArt): Promise<Buffer> {
    await turn()
    try {
      const layers = art ? [{ input: await roundedArt(art), left: art.box.x, top: art.box.y }] : []
      // Full colour: quantising to a palette would halve the bytes but triple the drawing time.
      return await sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 9 }).toBuffer()
    } finally {
      done()
    }
  }

  // Concurrent requests for one card share one drawing.
  const cards = createCache<string, Buffer, { svg: string; art?: RasterArt | undefined }>({
    maxBytes,
    sizeOf: (png) => png.byteLength,
    load: (_etag, { svg, art }) => draw(svg, art),
  })

  return {
    etagOf,
    size: () => ({ entries: cards.size, bytes: cards.calculatedSize }),
    async render(svg, art) {
      const etag = etagOf(svg, art)
      const png = await cards.fetch(etag, { context: { svg, art } })
      return { etag, png: png! }
    },
  }
}
