import { describe, expect, it } from 'vitest'
import { makeProduct } from '../testing/shop-fixtures'
import { makeArticle, makeCourseDetail, makeInstructorDetail } from '../testing/catalog-fixtures'
import {
  blogPostingLd,
  breadcrumbLd,
  courseBreadcrumbLd,
  courseLd,
  isoDuration,
  organizationLd,
  personLd,
  productLd,
  profilePageLd,
  webSiteLd,
} from './structured-data'

type Node = Record<string, unknown>

/**
 * The schema.org properties each type may carry (a subset of the vocabulary, the ones this site
 * uses): a misspelt property name is an error here instead of silently ignored by a crawler.
 */
const PROPERTIES: Record<string, readonly string[]> = {
  Organization: ['@id', 'name', 'url', 'logo', 'sameAs'],
  WebSite: ['@id', 'name', 'url', 'publisher', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Course: [
    '@id',
    'name',
    'description',
    'url',
    'image',
    'provider',
    'creator',
    'offers',
    'hasCourseInstance',
    'aggregateRating',
    'educationalLevel',
    'inLanguage',
    'teaches',
    'coursePrerequisites',
    'dateModified',
  ],
  CourseInstance: ['courseMode', 'courseWorkload', 'instructor'],
  Offer: ['price', 'priceCurrency', 'availability', 'url', 'category', 'itemCondition'],
  AggregateRating: ['ratingValue', 'ratingCount', 'reviewCount', 'bestRating', 'worstRating'],
  Person: ['name', 'url', 'jobTitle', 'description', 'image', 'sameAs', 'knowsAbout'],
  Product: [
    '@id',
    'name',
    'description',
    'url',
    'image',
    'sku',
    'category',
    'brand',
    'offers',
    'aggregateRating',
  ],
  Brand: ['name'],
  ProfilePage: ['url', 'mainEntity'],
  BlogPosting: [
    'headline',
    'description',
    'url',
    'mainEntityOfPage',
    'image',
    'datePublished',
    'author',
    'publisher',
    'articleSection',
    'commentCount',
  ],
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const children = (v: unknown): Node[] =>
  Array.isArray(v) ? v.filter(isNode) : isNode(v) ? [v] : []

/** Problems of one object and everything in it against the schema.org subset above. */
function vocabularyProblems(node: Node, at = '$'): string[] {
  const type = node['@type']
  const problems: string[] = []
  if (typeof type === 'string') {
    const allowed = PROPERTIES[type]
    if (!allowed) problems.push(`${at}: unknown type ${type}`)
    for (const key of Object.keys(node)) {
      if (key === '@type' || key === '@context') continue
      if (allowed && !allowed.includes(key)) problems.push(`${at}: ${type} has no property ${key}`)
    }
  } else if (!('@id' in node && Object.keys(node).length === 1)) {
    problems.push(`${at}: an object without @type must be a bare @id reference`)
  }
  for (const [key, value] of Object.entries(node)) {
    for (const child of children(value)) problems.push(...vocabularyProblems(child, `${at}.${key}`))
  }
  return problems
}

const DECIMAL_PRICE = /^\d+\.\d{2}$/

/** What Google's rich results need of each type (Search Central's required properties). */
function richResultProblems(node: Node): string[] {
  const problems: string[] = []
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${String(node['@type'])}: ${what}`)
  }
  const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0
  const rating = (v: unknown) => {
    if (v === undefined) return
    need(isNode(v) && v['@type'] === 'AggregateRating', 'aggregateRating is an AggregateRating')
    if (!isNode(v)) return
    const value = v.ratingValue as number
    need(typeof value === 'number' && value >= 1 && value <= 5, 'ratingValue within 1-5')
    const count = (v.ratingCount ?? v.reviewCount) as number | undefined
    need(typeof count === 'number' && count > 0, 'ratingCount or reviewCount above 0')
  }
  const offer = (v: unknown) => {
    need(isNode(v) && v['@type'] === 'Offer', 'offers are Offers')
    if (!isNode(v)) return
    need(typeof v.price === 'string' && DECIMAL_PRICE.test(v.price), 'price as "249.00"')
    need(v.priceCurrency === 'USD', 'priceCurrency USD')
    need(
      v.availability === 'https://schema.org/InStock' ||
        v.availability === 'https://schema.org/OutOfStock',
      'availability as a schema.org URL',
    )
  }
  switch (node['@type']) {
    case 'Course': {
      need(text(node.name) && text(node.description), 'name and description')
      const provider = node.provider
      need(isNode(provider) && text(provider.name), 'provider with a name')
      const offers = children(node.offers)
      need(offers.length > 0, 'offers')
      for (const o of offers) {
        offer(o)
        need(o.category === 'Free' || o.category === 'Paid', 'offer category Free or Paid')
      }
      const instances = children(node.hasCourseInstance)
      need(instances.length > 0, 'hasCourseInstance')
      for (const i of instances) {
        need(text(i.courseMode), 'courseMode')
        need(typeof i.courseWorkload === 'string' && /^P/.test(i.courseWorkload), 'workload')
      }
      rating(node.aggregateRating)
      break
    }
    case 'Product':
      need(text(node.name), 'name')
      need(node.offers !== undefined || node.aggregateRating !== undefined, 'offers or rating')
      need(Array.isArray(node.image) ? node.image.length > 0 : text(node.image), 'an image')
      if (node.offers !== undefined) offer(node.offers)
      rating(node.aggregateRating)
      break
    case 'BreadcrumbList': {
      const items = children(node.itemListElement)
      need(items.length >= 2, 'at least two items')
      items.forEach((item, i) => {
        need(item.position === i + 1, 'positions counted from 1')
        need(text(item.name), 'item names')
        if (i < items.length - 1) need(text(item.item), 'an address on every item but the last')
      })
      break
    }
    case 'ProfilePage': {
      const person = node.mainEntity
      need(isNode(person) && person['@type'] === 'Person' && text(person.name), 'a named Person')
      break
    }
    case 'BlogPosting':
      need(text(node.headline) && (node.headline as string).length <= 110, 'headline ≤ 110')
      need(/^\d{4}-\d{2}-\d{2}/.test(String(node.datePublished)), 'ISO datePublished')
      need(isNode(node.author) && text(node.author.name), 'author with a name')
      need(node.image !== undefined, 'an image')
      break
    case 'WebSite': {
      const action = node.potentialAction
      need(isNode(action) && action['@type'] === 'SearchAction', 'a SearchAction')
      if (isNode(action)) {
        const target = action.target
        need(
          isNode(target) && String(target.urlTemplate).includes('{search_term_string}'),
          'a target with {search_term_string}',
        )
        need(action['query-input'] === 'required name=search_term_string', 'query-input')
      }
      break
    }
  }
  return problems
}

function expectValid(node: object) {
  const n = node as Node
  expect([...vocabularyProblems(n), ...richResultProblems(n)]).toEqual([])
}

describe('courseLd', () => {
  it('describes a course with provider, price from integer cents, rating and workload', () => {
    const course = makeCourseDetail({ priceCents: 24900, rating: 4.87, ratingCount: 315475 })
    const ld = courseLd(course)
    expectValid(ld)
    expect(ld).toMatchObject({
      '@type': 'Course',
      name: 'Complete Web Development Bootcamp',
      url: '/course-single-v1/7',
      provider: { '@type': 'Organization', name: 'Learnlane' },
      offers: [{ '@type': 'Offer', price: '249.00', priceCurrency: 'USD', category: 'Paid' }],
      aggregateRating: { ratingValue: 4.9, ratingCount: 315475, bestRating: 5 },
      hasCourseInstance: [
        {
          courseMode: 'Online',
          courseWorkload: 'PT54H30M',
          instructor: { '@type': 'Person', name: 'Maya Lindqvist' },
        },
      ],
      inLanguage: ['en', 'es'],
      educationalLevel: 'Beginner',
    })
  })

  it.each([
    [8929, '89.29', 'Paid'],
    [5, '0.05', 'Paid'],
    [0, '0.00', 'Free'],
  ])('writes %d cents as the price %s (%s)', (cents, price, category) => {
    const ld = courseLd(makeCourseDetail({ priceCents: cents }))
    expectValid(ld)
    expect(ld.offers[0]).toMatchObject({ price, category })
  })

  it('leaves the rating out while nobody has rated the course', () => {
    const ld = courseLd(makeCourseDetail({ rating: 0, ratingCount: 0 }))
    expectValid(ld)
    expect(ld).not.toHaveProperty('aggregateRating')
  })

  it('falls back to the skills line when a course has no description', () => {
    const ld = courseLd(makeCourseDetail({ description: '' }))
    expectValid(ld)
    expect(ld.description).toBe('HTML, CSS, JavaScript, Node.js and deployment in one guided path')
  })

  it('follows the course page breadcrumb: Home, Courses, category, course', () => {
    const ld = courseBreadcrumbLd(makeCourseDetail())
    expectValid(ld)
    expect(ld.itemListElement.map((i) => [i.name, i.item])).toEqual([
      ['Home', '/'],
      ['Courses', '/course-grid-left-sidebar'],
      ['Web Development', '/course-grid-left-sidebar?categories=Web%20Development'],
      ['Complete Web Development Bootcamp', '/course-single-v1/7'],
    ])
  })
})

describe('productLd', () => {
  it('describes a product with its offer, stock and rating', () => {
    const ld = productLd(makeProduct({ id: 4, priceCents: 3900, rating: 4.7, totalReviews: 3 }))
    expectValid(ld)
    expect(ld).toMatchObject({
      '@type': 'Product',
      url: '/shop-single/4',
      sku: 'LL-BK-004',
      offers: { price: '39.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.7, reviewCount: 3 },
    })
  })

  it('says when a product is sold out and has no reviews yet', () => {
    const ld = productLd(makeProduct({ stock: 0, rating: 0, totalReviews: 0 }))
    expectValid(ld)
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(ld).not.toHaveProperty('aggregateRating')
  })
})

describe('personLd and profilePageLd', () => {
  it('describes a mentor with title, picture, page and social profiles that are web addresses', () => {
    const mentor = makeInstructorDetail({
      website: 'maya.example',
      social: {
        facebook: 'https://facebook.com/maya',
        twitter: null,
        linkedin: 'javascript:alert(1)',
        instagram: 'https://instagram.com/maya',
      },
    })
    const ld = profilePageLd(mentor)
    expectValid(ld)
    expect(ld.mainEntity).toEqual({
      '@type': 'Person',
      name: 'Maya Lindqvist',
      url: '/instructor-single/1',
      jobTitle: 'Developer and Teacher',
      description: mentor.description,
      image: '/api/og/mentors/1.png',
      sameAs: ['https://facebook.com/maya', 'https://instagram.com/maya'],
      knowsAbout: ['Web Development'],
    })
  })

  it('leaves out what a mentor has not filled in', () => {
    const ld = personLd(
      makeInstructorDetail({
        title: '',
        website: '',
        social: { facebook: null, twitter: null, linkedin: null, instagram: null },
        filterCategories: [],
      }),
    )
    expectValid(ld)
    expect(Object.keys(ld).sort()).toEqual(['@type', 'description', 'image', 'name', 'url'])
  })
})

describe('blogPostingLd', () => {
  it('describes an article with its date, author, section and picture', () => {
    const ld = blogPostingLd(makeArticle())
    expectValid(ld)
    expect(ld).toMatchObject({
      headline: 'How to Build a Study Habit That Lasts',
      datePublished: '2025-11-18',
      author: { '@type': 'Person', name: 'Priya Raman' },
      publisher: { '@type': 'Organization', name: 'Learnlane' },
      articleSection: 'Study Tips',
      image: ['/api/og/articles/3.png'],
    })
  })

  it('shortens a headline longer than search results show', () => {
    const ld = blogPostingLd(makeArticle({ title: 'A very long title '.repeat(10) }))
    expectValid(ld)
    expect(ld.headline.length).toBeLessThanOrEqual(110)
    expect(ld.headline.endsWith('…')).toBe(true)
  })
})

describe('site-wide objects', () => {
  it('gives the home page the organization and a search box at /search?q=', () => {
    expectValid(organizationLd())
    const site = webSiteLd()
    expectValid(site)
    expect(site.potentialAction.target.urlTemplate).toBe('/search?q={search_term_string}')
  })

  it('numbers breadcrumbs from Home', () => {
    const ld = breadcrumbLd([{ name: 'Blog', path: '/blog-grid' }, { name: 'An article' }])
    expectValid(ld)
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: '/blog-grid' },
      { '@type': 'ListItem', position: 3, name: 'An article' },
    ])
  })

  it('catches a misspelt property or a missing requirement', () => {
    const broken = { ...courseLd(makeCourseDetail()), priceCurreny: 'USD', provider: {} }
    expect(vocabularyProblems(broken as Node)).toContain('$: Course has no property priceCurreny')
    expect(richResultProblems(broken as Node)).toContain('Course: provider with a name')
  })
})

describe('isoDuration', () => {
  it.each([
    [3270, 'PT54H30M'],
    [60, 'PT1H'],
    [45, 'PT45M'],
    [0, 'PT0M'],
  ])('writes %d minutes as %s', (minutes, iso) => {
    expect(isoDuration(minutes)).toBe(iso)
  })
})

describe('the JSON-LD text', () => {
  // The exact text each builder's object is written as: the same properties, values and order.
  it.each([
    [
      'the organization',
      () => organizationLd(),
      {
        '@type': 'Organization',
        '@id': '/#organization',
        name: 'Learnlane',
        url: '/',
        logo: '/api/og/logo.png',
      },
    ],
    [
      'the site with its search box',
      () => webSiteLd(),
      {
        '@type': 'WebSite',
        '@id': '/#website',
        name: 'Learnlane',
        url: '/',
        publisher: { '@id': '/#organization' },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: '/search?q={search_term_string}' },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
    [
      'a course',
      () => courseLd(makeCourseDetail()),
      {
        '@type': 'Course',
        '@id': '/course-single-v1/7#course',
        name: 'Complete Web Development Bootcamp',
        description:
          'We start with how the web works, move through structure, styling and behaviour, and finish with the habits professionals rely on.',
        url: '/course-single-v1/7',
        image: '/api/og/courses/7.png',
        provider: { '@type': 'Organization', '@id': '/#organization', name: 'Learnlane', url: '/' },
        creator: {
          '@type': 'Person',
          name: 'Maya Lindqvist',
          url: '/instructor-single/1',
          jobTitle: 'Developer and Teacher',
        },
        offers: [
          {
            '@type': 'Offer',
            price: '249.00',
            priceCurrency: 'USD',
            category: 'Paid',
            availability: 'https://schema.org/InStock',
            url: '/course-single-v1/7',
          },
        ],
        hasCourseInstance: [
          {
            '@type': 'CourseInstance',
            courseMode: 'Online',
            courseWorkload: 'PT54H30M',
            instructor: {
              '@type': 'Person',
              name: 'Maya Lindqvist',
              url: '/instructor-single/1',
              jobTitle: 'Developer and Teacher',
            },
          },
        ],
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: 4.9,
          ratingCount: 315475,
          bestRating: 5,
          worstRating: 1,
        },
        educationalLevel: 'Beginner',
        inLanguage: ['en', 'es'],
        teaches: ['Build responsive pages', 'Write modern JavaScript'],
        coursePrerequisites: ['A computer with internet access'],
        dateModified: '2024-12-03T10:00:00.000Z',
      },
    ],
    [
      'the breadcrumb of a course',
      () => courseBreadcrumbLd(makeCourseDetail()),
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
          { '@type': 'ListItem', position: 2, name: 'Courses', item: '/course-grid-left-sidebar' },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Web Development',
            item: '/course-grid-left-sidebar?categories=Web%20Development',
          },
          {
            '@type': 'ListItem',
            position: 4,
            name: 'Complete Web Development Bootcamp',
            item: '/course-single-v1/7',
          },
        ],
      },
    ],
    [
      'the page of a mentor',
      () => profilePageLd(makeInstructorDetail()),
      {
        '@type': 'ProfilePage',
        url: '/instructor-single/1',
        mainEntity: {
          '@type': 'Person',
          name: 'Maya Lindqvist',
          url: '/instructor-single/1',
          jobTitle: 'Developer and Teacher',
          description:
            'Full-stack developer who has taught web development to more than two hundred students since 2015.',
          image: '/api/og/mentors/1.png',
          sameAs: [
            'https://maya.learnlane.test',
            'https://facebook.com/maya',
            'https://x.com/maya',
            'https://linkedin.com/in/maya',
          ],
          knowsAbout: ['Web Development'],
        },
      },
    ],
    [
      'a product',
      () => productLd(makeProduct()),
      {
        '@type': 'Product',
        '@id': '/shop-single/1#product',
        name: 'Modern Web Development with TypeScript',
        description: 'A hands-on guide to building web applications with TypeScript.',
        url: '/shop-single/1',
        image: ['/api/og/products/1.png', '/api/products/1/cover.svg'],
        sku: 'LL-BK-001',
        category: 'Books',
        brand: { '@type': 'Brand', name: 'Maya Lindqvist' },
        offers: {
          '@type': 'Offer',
          price: '39.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          url: '/shop-single/1',
        },
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: 4.7,
          reviewCount: 3,
          bestRating: 5,
          worstRating: 1,
        },
      },
    ],
    [
      'an article',
      () => blogPostingLd(makeArticle()),
      {
        '@type': 'BlogPosting',
        headline: 'How to Build a Study Habit That Lasts',
        description: 'Small, regular sessions beat long weekends of cramming.',
        url: '/blog-single/3',
        mainEntityOfPage: '/blog-single/3',
        image: ['/api/og/articles/3.png'],
        datePublished: '2025-11-18',
        author: { '@type': 'Person', name: 'Priya Raman' },
        publisher: {
          '@type': 'Organization',
          '@id': '/#organization',
          name: 'Learnlane',
          url: '/',
          logo: '/api/og/logo.png',
        },
        articleSection: 'Study Tips',
        commentCount: 12,
      },
    ],
  ])('writes %s exactly as before', (_name, build, expected) => {
    expect(JSON.stringify(build())).toBe(JSON.stringify(expected))
  })
})
