import type { Article, ArticleListResponse } from '@app/domain/catalog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

describe.each(drivers)('articles API on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/articles${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<ArticleListResponse>()
  }

  it('GET /api/articles answers the newest articles first, nine to a page', async () => {
    const body = await list()
    expect(body).toMatchObject({ total: 9, page: 1, pageSize: 9, pageCount: 1 })
    const dates = body.items.map((a) => a.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body.items[0]).toMatchObject({ id: 1, title: 'How to Build a Study Habit That Sticks' })
    for (const article of body.items) {
      expect(article.body.length).toBeGreaterThanOrEqual(3)
      expect(article.author).not.toBe('')
    }
  })

  it('pages and filters by category', async () => {
    const page = await list('?pageSize=4&page=3')
    expect(page.items).toHaveLength(1)
    expect(page.pageCount).toBe(3)
    const learning = await list('?category=Learning')
    expect(learning.total).toBe(2)
    expect(learning.items.every((a) => a.category === 'Learning')).toBe(true)
  })

  it('GET /api/articles/:id answers one article with its paragraphs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/articles/4' })
    expect(res.statusCode).toBe(200)
    const article = res.json<Article>()
    expect(article).toMatchObject({
      id: 4,
      title: 'Data Science Without the Jargon',
      category: 'Data Science',
    })
    expect(article.body).toHaveLength(4)
    expect(article.body.every((p) => p.length > 40 && !p.includes('\n'))).toBe(true)
  })

  it.each(['99', 'latest', '0'])('GET /api/articles/%s answers 404 with an error', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/articles/${id}` })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: `Article ${id} was not found` })
  })
})
