import { articleArtwork } from '@app/domain/artwork/articles'
import { CATEGORY_OPTIONS } from '@app/domain/catalog/options'
import {
  courseArtwork,
  courseBackdropArtwork,
  svgMarkup,
  type ArtNode,
  type ArtOptions,
} from '@app/domain/artwork'
import { renderToStaticMarkup } from 'react-dom/server'
import { ArticleCover } from './article-cover'
import { COVER_FONT } from './artwork'
import { CourseCover } from './course-cover'

/*
 * The sharing cards draw a cover as `svgMarkup` of the shared recipe (apps/server og.art.ts); the
 * site draws it with React. These tests hold the two to the same picture: for a range of items the
 * page's markup is exactly the recipe's SVG text, up to how React writes empty elements and quotes.
 */

/** The drawing inside a rendered cover, and the ids React gave it. */
function drawnInside(markup: string): { inner: string; options: ArtOptions } {
  const [, inner = ''] = /^<svg [^>]*>(.*)<\/svg>$/s.exec(markup) ?? []
  const [, uid = ''] = /id="g-([^"]+)"/.exec(inner) ?? []
  const options: ArtOptions = { id: (definition) => `${definition}-${uid}`, fontFamily: COVER_FONT }
  const asXml = inner.replace(/<(\w+)([^>]*)><\/\1>/g, '<$1$2/>').replace(/&#x27;/g, '&apos;')
  return { inner: asXml, options }
}

const expectSameDrawing = (markup: string, draw: (options: ArtOptions) => readonly ArtNode[]) => {
  const { inner, options } = drawnInside(markup)
  expect(inner).toBe(svgMarkup(draw(options)))
}

const CATEGORIES = [...CATEGORY_OPTIONS, undefined, 'Photography']
const TITLES = [
  'Go',
  'React and TypeScript: Build Real Projects',
  'The Complete Guide to Building Accessible, Fast and Beautiful Interfaces With Modern Tooling',
  'Tom & Jerry <teach> "quotes" it\'s',
]
const courses = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  title: TITLES[i % TITLES.length]!,
  category: CATEGORIES[i % CATEGORIES.length],
}))

describe('CourseCover', () => {
  it.each(courses)('draws course $id as the sharing card draws it', (course) => {
    const markup = renderToStaticMarkup(<CourseCover {...course} />)
    const { layout } = courseArtwork(course, drawnInside(markup).options)
    expect(markup).toContain(`data-layout="${layout}"`)
    expectSameDrawing(markup, (options) => courseArtwork(course, options).nodes)
  })

  it('draws the backdrop of a preview from the same recipe', () => {
    for (const course of courses.slice(0, 12)) {
      const markup = renderToStaticMarkup(<CourseCover {...course} isBackdrop />)
      expectSameDrawing(markup, (options) => courseBackdropArtwork(course, options))
    }
  })

  it('shows the uploaded cover instead of drawing one', () => {
    const markup = renderToStaticMarkup(<CourseCover {...courses[0]!} coverUrl="/api/files/abc" />)
    expect(markup).toMatch(/^<img [^>]*src="\/api\/files\/abc"/)
  })
})

describe('ArticleCover', () => {
  it('draws each article as the sharing card draws it', () => {
    for (const [i, category] of ['Learning', 'Teaching', 'Career', 'Design'].entries()) {
      const article = { id: i + 1, title: TITLES[i]!, category }
      const markup = renderToStaticMarkup(<ArticleCover {...article} />)
      expectSameDrawing(markup, (options) => articleArtwork(article, options))
    }
  })
})
