import { describe, expect, it } from 'vitest'
import { makeArticle, makeCourseDetail, makeInstructorDetail } from '../testing/catalog-fixtures'
import { makeProduct } from '../testing/shop-fixtures'
import { articlePageMeta, coursePageMeta, instructorPageMeta, productPageMeta } from './entity-meta'
import type { PageMeta } from './page-meta'

function expectGoodDescription(meta: PageMeta) {
  expect(meta.description?.length).toBeGreaterThanOrEqual(70)
  expect(meta.description?.length).toBeLessThanOrEqual(160)
}

describe('coursePageMeta', () => {
  it('describes the course from its skills line and description, at its canonical address', () => {
    const meta = coursePageMeta(makeCourseDetail({ id: 7 }))
    expectGoodDescription(meta)
    expect(meta).toMatchObject({
      title: 'Complete Web Development Bootcamp',
      canonicalPath: '/course-single-v1/7',
      type: 'product',
      image: { url: '/api/og/courses/7.png', width: 1200, height: 630 },
      price: { amount: '249.00', currency: 'USD' },
    })
    expect(meta.description).toMatch(/^HTML, CSS, JavaScript, Node\.js and deployment/)
    expect(meta.jsonLd?.map((d) => (d as { '@type': string })['@type'])).toEqual([
      'Course',
      'BreadcrumbList',
    ])
  })

  it('still has a full description when the course says little about itself', () => {
    const meta = coursePageMeta(makeCourseDetail({ skills: 'Python', description: '' }))
    expectGoodDescription(meta)
    expect(meta.description).toMatch(/^Python\. A beginner course by Maya Lindqvist on Learnlane/)
  })

  it('cuts a long description at a word', () => {
    const meta = coursePageMeta(makeCourseDetail({ skills: 'word '.repeat(80) }))
    expectGoodDescription(meta)
    expect(meta.description!.endsWith('…')).toBe(true)
  })
})

describe('productPageMeta', () => {
  it('describes the product, its maker and price, at the address of the product shown', () => {
    const meta = productPageMeta(makeProduct({ id: 4, description: 'A sturdy kit.' }))
    expectGoodDescription(meta)
    expect(meta.description).toMatch(
      /^A sturdy kit\. Books by Maya Lindqvist, \$39\.00 in the Learnlane shop/,
    )
    expect(meta).toMatchObject({
      canonicalPath: '/shop-single/4',
      type: 'product',
      price: { amount: '39.00', currency: 'USD' },
    })
  })
})

describe('instructorPageMeta', () => {
  it("describes the mentor from their bio, on their own profile's address", () => {
    const meta = instructorPageMeta(makeInstructorDetail({ id: 2 }))
    expectGoodDescription(meta)
    expect(meta).toMatchObject({
      title: 'Maya Lindqvist, Developer and Teacher',
      canonicalPath: '/instructor-single/2',
      type: 'profile',
      image: { url: '/api/og/mentors/2.png' },
    })
  })
})

describe('articlePageMeta', () => {
  it('describes the article from its excerpt and first paragraph, with its date and author', () => {
    const meta = articlePageMeta(makeArticle())
    expectGoodDescription(meta)
    expect(meta.description).toMatch(/^Small, regular sessions beat long weekends of cramming\. /)
    expect(meta).toMatchObject({
      type: 'article',
      canonicalPath: '/blog-single/3',
      article: { publishedTime: '2025-11-18', author: 'Priya Raman', section: 'Study Tips' },
    })
  })
})
