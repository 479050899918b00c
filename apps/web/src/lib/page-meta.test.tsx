import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import {
  clipText,
  headTags,
  listingCanonical,
  listingMeta,
  metaDescription,
  PageMetaProvider,
  renderHeadHtml,
  usePageMeta,
  type PageMeta,
  type PageMetaCollector,
} from './page-meta'

const where = { origin: 'https://learnlane.example', path: '/course-single-v1/007' }

/** The head HTML parsed by the browser, as a crawler would read it. */
function parseHead(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  )
}

const contentOf = (doc: Document, selector: string) =>
  doc.head.querySelector(selector)?.getAttribute('content')

describe('headTags', () => {
  it('writes the title, description, canonical and sharing tags of a page', () => {
    const tags = headTags(
      {
        title: 'Complete Web Development Bootcamp',
        description: 'HTML, CSS and JavaScript in one guided path.',
        canonicalPath: '/course-single-v1/7',
        image: { url: '/api/og/courses/7.png', alt: 'The course card', width: 1200, height: 630 },
        type: 'product',
        price: { amount: '249.00', currency: 'USD' },
      },
      where,
    )
    expect(tags.title).toBe('Complete Web Development Bootcamp — Learnlane')
    expect(tags.canonical).toBe('https://learnlane.example/course-single-v1/7')
    const byKey = Object.fromEntries(tags.metas.map((m) => [m.name ?? m.property, m.content]))
    expect(byKey).toMatchObject({
      description: 'HTML, CSS and JavaScript in one guided path.',
      'og:title': 'Complete Web Development Bootcamp',
      'og:type': 'product',
      'og:url': 'https://learnlane.example/course-single-v1/7',
      'og:image': 'https://learnlane.example/api/og/courses/7.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'The course card',
      'product:price:amount': '249.00',
      'product:price:currency': 'USD',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://learnlane.example/api/og/courses/7.png',
    })
    expect(byKey.robots).toBeUndefined()
  })

  it('defaults the canonical address to the current path and marks noindex pages', () => {
    const tags = headTags({ title: 'Log In', noindex: true }, { ...where, path: '/login' })
    expect(tags.canonical).toBe('https://learnlane.example/login')
    expect(tags.metas).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(tags.metas).toContainEqual({ name: 'twitter:card', content: 'summary' })
  })

  it('makes the site paths in JSON-LD absolute and leaves other addresses alone', () => {
    const [json] = headTags(
      {
        title: 'A mentor',
        jsonLd: [
          {
            '@type': 'Person',
            url: '/instructor-single/1',
            image: ['/api/og/mentors/1.png'],
            sameAs: ['https://x.com/maya'],
            description: '/not-an-address',
          },
        ],
      },
      where,
    ).jsonLd
    expect(JSON.parse(json!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      url: 'https://learnlane.example/instructor-single/1',
      image: ['https://learnlane.example/api/og/mentors/1.png'],
      sameAs: ['https://x.com/maya'],
      description: '/not-an-address',
    })
  })
})

describe('renderHeadHtml', () => {
  const hostile = `Ben "the </title><script>alert(1)</script>" & <b>co</b>`

  it('escapes quotes and markup in the title and every attribute', () => {
    const html = renderHeadHtml(
      { title: hostile, description: `"><script>alert(2)</script>`, canonicalPath: '/a"b' },
      where,
    )
    const doc = parseHead(html)
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    expect(doc.title).toBe(`${hostile} — Learnlane`)
    expect(contentOf(doc, 'meta[name="description"]')).toBe(`"><script>alert(2)</script>`)
    expect(contentOf(doc, 'meta[property="og:title"]')).toBe(hostile)
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://learnlane.example/a"b',
    )
  })

  it('keeps a closing script tag inside JSON-LD from ending the script', () => {
    const name = '</script><script>alert(3)</script><!--'
    const html = renderHeadHtml({ title: 'Course', jsonLd: [{ '@type': 'Course', name }] }, where)
    expect(html).not.toContain('</script><script>alert(3)')
    expect(html).not.toContain('<!--')
    const scripts = parseHead(html).querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.type).toBe('application/ld+json')
    const data = JSON.parse(scripts[0]!.textContent) as { name: string }
    expect(data.name).toBe(name)
  })

  it('marks every tag it writes so the browser can replace them on the next page', () => {
    const doc = parseHead(
      renderHeadHtml({ title: 'About', description: 'Who we are.', jsonLd: [{}] }, where),
    )
    const written = doc.head.querySelectorAll('meta, link, script')
    expect(written.length).toBeGreaterThan(5)
    for (const el of written) expect(el.hasAttribute('data-page-meta')).toBe(true)
  })
})

function Page({ meta }: { meta: PageMeta }) {
  usePageMeta(meta)
  return null
}

describe('usePageMeta', () => {
  it('records the page meta for the server render', () => {
    const collector: PageMetaCollector = { meta: null }
    render(
      <PageMetaProvider collector={collector}>
        <Page meta={{ title: 'Pricing', description: 'Plans.' }} />
      </PageMetaProvider>,
    )
    expect(collector.meta).toEqual({ title: 'Pricing', description: 'Plans.' })
  })

  it("replaces the previous page's tags in the document as the visitor moves on", async () => {
    function Switcher() {
      const [meta, setMeta] = useState<PageMeta>({
        title: 'First',
        description: 'The first page.',
        jsonLd: [{ '@type': 'Course', name: 'One' }],
      })
      return (
        <>
          <Page meta={meta} />
          <button type="button" onClick={() => setMeta({ title: 'Second', noindex: true })}>
            Next page
          </button>
        </>
      )
    }
    render(<Switcher />)
    expect(document.title).toBe('First — Learnlane')
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(document.title).toBe('Second — Learnlane')
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(0)
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0)
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    )
  })
})

describe('metaDescription', () => {
  it('keeps a text that is long enough as it is', () => {
    const text =
      'Build websites and web apps from the ground up, taught by developers who ship them every day.'
    expect(metaDescription(text, 'never added')).toBe(text)
  })

  it('adds the next texts as sentences until the description is long enough', () => {
    expect(metaDescription('A short skills line', '', 'A second sentence that says more.')).toBe(
      'A short skills line. A second sentence that says more.',
    )
    expect(metaDescription('Short one.', 'Another short one', 'And a third text to end on.')).toBe(
      'Short one. Another short one. And a third text to end on.',
    )
  })

  it('cuts a long text at a word, at most 160 characters, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')
    const text = metaDescription(words)
    expect(text.length).toBeLessThanOrEqual(160)
    expect(text.endsWith('…')).toBe(true)
    expect(words.startsWith(text.slice(0, -1))).toBe(true)
    expect(text.slice(0, -1).endsWith(' ')).toBe(false)
    expect(words.split(' ')).toContain(text.slice(0, -1).split(' ').at(-1))
  })

  it('puts every text on one line', () => {
    expect(clipText('  One\n\ttwo   three ', 100)).toBe('One two three')
  })
})

describe('listingCanonical', () => {
  it.each([
    ['', '/course-grid-left-sidebar'],
    ['?page=1', '/course-grid-left-sidebar'],
    ['?page=3', '/course-grid-left-sidebar?page=3'],
    ['?page=0', '/course-grid-left-sidebar'],
    ['?page=abc', '/course-grid-left-sidebar'],
    ['?categories=Data%20Science', '/course-grid-left-sidebar'],
    ['?categories=Data%20Science&page=2', '/course-grid-left-sidebar'],
    ['?sort=price-asc&page=2', '/course-grid-left-sidebar'],
    ['?page=2&page=3', '/course-grid-left-sidebar?page=2'],
    ['?page=3&utm_source=mail&fbclid=x', '/course-grid-left-sidebar?page=3'],
  ])('canonicalises %s to %s', (search, expected) => {
    expect(listingCanonical('/course-grid-left-sidebar', search)).toBe(expected)
  })

  it('names a later page of a list in its title and description', () => {
    const meta = {
      title: 'Blog',
      description: 'Study habits and career stories.',
      canonicalPath: '/blog-grid',
    }
    expect(listingMeta(meta, '?page=2')).toMatchObject({
      title: 'Blog, Page 2',
      description: 'Page 2. Study habits and career stories.',
      canonicalPath: '/blog-grid?page=2',
    })
    expect(listingMeta(meta, '?sort=new')).toEqual(meta)
  })
})
