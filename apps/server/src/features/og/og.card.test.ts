import { courseArtwork, svgMarkup, type ArtOptions } from '@app/domain/artwork'
import { articleArtwork } from '@app/domain/artwork/articles'
import type { Article, CourseDetail } from '@app/domain/catalog'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { makePng } from '../../testing/images'
import { courseArt, FONT } from './og.art'
import { cardSvg, fitTitle, formatRating, textWidth, WIDE_ART, type CardInput } from './og.card'
import { articleCard, courseCard } from './og.items'
import { createCardRenderer } from './og.render'

const course = {
  id: 3,
  title: 'React and TypeScript: Build Real Projects',
  filterCategories: ['Web Development'],
  level: 'Intermediate',
  author: 'Maya Lindqvist',
  rating: 4.8,
  ratingCount: 1876,
  priceCents: 11900,
  compareAtCents: 16900,
  lessons: 3,
  durationMinutes: 355,
  students: 58,
  coverUrl: null,
} as unknown as CourseDetail

const noFile = () => Promise.reject(new Error('no file'))

describe('formatting on cards', () => {
  it('rounds ratings to one decimal as the site does', () => {
    expect([formatRating(4.87), formatRating(5), formatRating(4.25)]).toEqual(['4.9', '5.0', '4.3'])
  })
})

describe('fitTitle', () => {
  it('sets a short title large on one line', () => {
    expect(fitTitle('Python Basics', 520, 3)).toEqual({ size: 60, lines: ['Python Basics'] })
  })

  it('keeps every line of a long title inside the box and ends a cut one with an ellipsis', () => {
    const title = 'A Remarkably Long Course Title '.repeat(6).trim()
    const { size, lines } = fitTitle(title, 520, 3)
    expect(lines).toHaveLength(3)
    expect(lines.at(-1)!.endsWith('…')).toBe(true)
    for (const line of lines) expect(textWidth(line, size)).toBeLessThanOrEqual(520)
  })

  it('breaks a word longer than a line', () => {
    const { size, lines } = fitTitle('Supercalifragilisticexpialidocious'.repeat(2), 300, 4)
    for (const line of lines) expect(textWidth(line, size)).toBeLessThanOrEqual(300)
  })
})

describe('cardSvg', () => {
  const input = (overrides: Partial<CardInput> = {}): CardInput => ({
    eyebrow: 'Web Development',
    title: 'Course',
    art: { box: WIDE_ART },
    ...overrides,
  })

  it('escapes what the item says, so a hostile title stays text', async () => {
    const svg = cardSvg(
      input({
        title: `</text><script>alert(1)</script> & "quotes" 'too'`,
        byline: 'by <b>Someone</b>',
        eyebrow: '"><svg onload=alert(2)>',
      }),
    )
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('<b>')
    expect(svg).not.toContain('onload=alert(2)>')
    expect(svg).toContain('&lt;/text&gt;&lt;script')
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 630])
  })

  it('shows the price, the struck-through compare-at price and the saving', () => {
    const svg = cardSvg(input({ price: { cents: 24900, compareAtCents: 44900 } }))
    expect(svg).toContain('$249.00')
    expect(svg).toMatch(/text-decoration="line-through"[^>]*>\$449\.00</)
    expect(svg).toContain('45% OFF')
  })

  it('shows no saving for a free course or without a higher compare-at price', () => {
    expect(cardSvg(input({ price: { cents: 0, compareAtCents: 4900 } }))).not.toContain('OFF')
    expect(cardSvg(input({ price: { cents: 4900, compareAtCents: 4900 } }))).not.toContain('OFF')
  })

  it('leaves the rating out while nobody has rated', () => {
    expect(cardSvg(input({ rating: { value: 0, count: 0, noun: 'ratings' } }))).not.toContain(
      'ratings)',
    )
    expect(cardSvg(input({ rating: { value: 4.87, count: 315475, noun: 'ratings' } }))).toContain(
      '(315,475 ratings)',
    )
  })
})

describe('courseCard', () => {
  it("draws the course's own cover when it has no uploaded one", () => {
    const card = courseCard(course, noFile)
    expect(card.art).toBeUndefined()
    expect(card.svg).toContain(courseArt({ ...course, category: 'Web Development' })('art-'))
    expect(card.svg).toContain('by Maya Lindqvist')
    expect(card.svg).toContain('3 lessons · 5.9 hours · 58 students')
  })

  it('draws the cover the site draws for the course, from the shared recipe', () => {
    // The web app renders the same recipe with React (apps/web course-cover.test.tsx holds it to
    // svgMarkup); only the ids and the font differ between the two.
    const options: ArtOptions = { id: (definition) => `art-${definition}`, fontFamily: FONT }
    for (const [id, category] of [
      [3, 'Web Development'],
      [4, 'Photography'],
      [5, undefined],
    ] as const) {
      const card = courseCard(
        { ...course, id, filterCategories: category ? [category] : [] },
        noFile,
      )
      const cover = courseArtwork({ id, title: course.title, category }, options)
      expect(card.svg).toContain(svgMarkup(cover.nodes))
    }
  })

  it('draws the cover the blog shows for an article', () => {
    const article = {
      id: 12,
      title: 'Learning to teach',
      category: 'Teaching',
      author: 'Maya Lindqvist',
      date: '2025-11-18',
      comments: 4,
    } as unknown as Article
    const options: ArtOptions = { id: (definition) => `art-${definition}`, fontFamily: FONT }
    expect(articleCard(article).svg).toContain(svgMarkup(articleArtwork(article, options)))
    expect(articleCard(article).svg).toContain('>TEACHING</text>')
  })

  it('lays the uploaded cover over the picture box, keyed by its address', () => {
    const card = courseCard({ ...course, coverUrl: '/api/files/abc' }, noFile)
    expect(card.art).toMatchObject({ box: WIDE_ART, key: '/api/files/abc' })
  })

  it('changes with everything the card shows', () => {
    const renderer = createCardRenderer()
    const etag = (c: CourseDetail) => renderer.etagOf(courseCard(c, noFile).svg)
    const base = etag(course)
    expect(etag({ ...course })).toBe(base)
    expect(etag({ ...course, priceCents: 9900 })).not.toBe(base)
    expect(etag({ ...course, title: 'Another title' })).not.toBe(base)
    expect(etag({ ...course, rating: 4.5 })).not.toBe(base)
    expect(etag({ ...course, ratingCount: 1877 })).not.toBe(base)
  })
})

describe('createCardRenderer', () => {
  const svg = cardSvg({ eyebrow: 'Books', title: 'A book', art: { box: WIDE_ART } })

  it('draws a card once, however many ask for it at the same time', async () => {
    const renderer = createCardRenderer()
    const load = vi.fn(() => Promise.resolve(makePng(400, 250)))
    const art = { box: WIDE_ART, key: 'cover-1', load }
    const [a, b] = await Promise.all([renderer.render(svg, art), renderer.render(svg, art)])
    const c = await renderer.render(svg, art)
    expect(load).toHaveBeenCalledTimes(1)
    expect(a.png).toBe(b.png)
    expect(c.png).toBe(a.png)
    expect(a.etag).toBe(renderer.etagOf(svg, art))
  })

  it('lays the picture over its box with rounded corners', async () => {
    const renderer = createCardRenderer()
    const { png } = await renderer.render(svg, {
      box: WIDE_ART,
      key: 'grey',
      load: () => Promise.resolve(makePng(800, 500)),
    })
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ]
    const { x, y, width, height } = WIDE_ART
    expect(pixel(x + width / 2, y + height / 2)).toEqual([0x99, 0x99, 0x99])
    // The very corner is outside the rounded picture.
    expect(pixel(x + 1, y + 1)).not.toEqual([0x99, 0x99, 0x99])
  })

  it('keeps the most recently used cards within its byte budget', async () => {
    const renderer = createCardRenderer({ maxBytes: 1 })
    await renderer.render(svg)
    expect(renderer.size()).toEqual({ entries: 0, bytes: 0 })
    const roomy = createCardRenderer({ maxBytes: 10 * 1024 * 1024 })
    await roomy.render(svg)
    await roomy.render(cardSvg({ eyebrow: 'Books', title: 'Another', art: { box: WIDE_ART } }))
    expect(roomy.size().entries).toBe(2)
  })
})
