import { describe, expect, it } from 'vitest'
import { articleArtwork } from './articles'
import { avatarColor, initialsOf } from './avatars'
import {
  COURSE_LAYOUTS,
  courseArtwork,
  courseBackdropArtwork,
  GRADIENTS,
  BOOK_OPEN_ICON,
  CODE_ICON,
  svgMarkup,
  type ArtElement,
  type ArtNode,
  type ArtOptions,
} from './index'

const options: ArtOptions = { id: (definition) => `c1-${definition}`, fontFamily: 'Inter' }

/** Every element of a drawing, depth first. */
function elements(nodes: readonly ArtNode[]): ArtElement[] {
  return nodes.flatMap((node) =>
    typeof node === 'string' ? [] : [node, ...elements(node.children ?? [])],
  )
}
const texts = (nodes: readonly ArtNode[]): string[] =>
  nodes.flatMap((node) => (typeof node === 'string' ? [node] : texts(node.children ?? [])))
const iconOf = (nodes: readonly ArtNode[]) =>
  elements(nodes).find((el) => el.tag === 'svg' && el.attrs.viewBox === '0 0 24 24')

describe('course covers', () => {
  const course = {
    id: 3,
    title: 'React and TypeScript: Build Real Projects',
    category: 'Web Development',
  }

  it('draws the same cover for the same course every time', () => {
    expect(svgMarkup(courseArtwork(course, options).nodes)).toBe(
      svgMarkup(courseArtwork({ ...course }, options).nodes),
    )
  })

  it("paints a known category's gradient and carries its icon", () => {
    const { nodes } = courseArtwork(course, options)
    const stops = elements(nodes).filter((el) => el.tag === 'stop')
    expect(stops.slice(0, 2).map((el) => el.attrs['stop-color'])).toEqual(['#4338ca', '#7c3aed'])
    expect(iconOf(nodes)?.children).toBe(CODE_ICON)
    expect(iconOf(nodes)?.attrs).toMatchObject({ stroke: '#fff', color: '#fff' })
  })

  it('gives courses outside the known categories a palette gradient and the book icon', () => {
    const { nodes } = courseArtwork({ ...course, category: 'Photography' }, options)
    const [from, to] = elements(nodes).filter((el) => el.tag === 'stop')
    expect(GRADIENTS).toContainEqual({
      from: from!.attrs['stop-color'],
      to: to!.attrs['stop-color'],
    })
    expect(iconOf(nodes)?.children).toBe(BOOK_OPEN_ICON)
  })

  it('varies the layout and the shapes from course to course', () => {
    const covers = Array.from({ length: 40 }, (_, i) =>
      courseArtwork({ ...course, id: i + 1 }, options),
    )
    expect(new Set(covers.map((cover) => cover.layout))).toEqual(new Set(COURSE_LAYOUTS))
    expect(new Set(covers.map((cover) => svgMarkup(cover.nodes))).size).toBe(40)
  })

  it('sets the title on at most three lines, the last cut with an ellipsis', () => {
    const long = 'A very long title that keeps going and going and going to be cut somewhere here'
    const lines = texts(courseArtwork({ ...course, title: long }, options).nodes)
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatch(/…$/)
    expect(texts(courseArtwork({ ...course, title: 'Go' }, options).nodes)).toEqual(['Go'])
  })

  it('names its definitions with the ids it is given and uses the font it is given', () => {
    const markup = svgMarkup(courseArtwork(course, options).nodes)
    expect(markup).toContain('id="c1-g"')
    expect(markup).toContain('fill="url(#c1-p)"')
    expect(markup).toContain('fill="url(#c1-s)"')
    expect(markup).toContain('font-family="Inter"')
  })
})

describe('article covers and backdrops', () => {
  const article = { id: 7, title: 'Learning to teach', category: 'Teaching' }

  it("writes the article's category in capitals and centres an icon badge", () => {
    const nodes = articleArtwork(article, options)
    expect(texts(nodes)).toEqual(['TEACHING'])
    expect(iconOf(nodes)?.attrs).toMatchObject({ x: 70, y: 40, width: 20 })
  })

  it('colours articles of one category alike', () => {
    const gradientOf = (nodes: ArtNode[]) =>
      elements(nodes)
        .filter((el) => el.tag === 'stop')
        .map((el) => el.attrs['stop-color'])
    expect(gradientOf(articleArtwork({ ...article, id: 8, title: 'Other' }, options))).toEqual(
      gradientOf(articleArtwork(article, options)),
    )
  })

  it('leaves the icon and the title out of a backdrop', () => {
    const nodes = courseBackdropArtwork({ id: 3, title: 'Go', category: 'Data Science' }, options)
    expect(iconOf(nodes)).toBeUndefined()
    expect(texts(nodes)).toEqual([])
  })
})

describe('svgMarkup', () => {
  it('escapes text and closes empty elements', () => {
    expect(
      svgMarkup([
        { tag: 'rect', attrs: { width: 1.5, fill: '#fff' } },
        { tag: 'text', attrs: { x: 0 }, children: ['Tom & "Jerry" <3\u0000'] },
      ]),
    ).toBe('<rect width="1.5" fill="#fff"/><text x="0">Tom &amp; &quot;Jerry&quot; &lt;3</text>')
  })
})

describe('avatars', () => {
  it('keeps a first letter outside the basic plane whole in the initials', () => {
    expect(initialsOf('\ud83d\ude00 Smile')).toBe('\ud83d\ude00S')
    expect(initialsOf('  jonas de vries ')).toBe('JV')
  })

  it('gives a name one colour, whatever its case and surrounding spaces', () => {
    expect(avatarColor(' maya lindqvist ')).toBe(avatarColor('Maya Lindqvist'))
    expect(avatarColor('Maya Lindqvist')).toMatch(/^#[0-9a-f]{6}$/)
  })
})
