import type { CourseFormValues, CourseMutationResult } from '@app/domain/authoring'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { testConfig } from '../../config'
import { FEATURED_COURSE_ID, SEED_COURSES } from '../../db/seed/catalog-courses'
import { SEED_INSTRUCTORS } from '../../db/seed/catalog-instructors'
import { createScratchDatabase, type ScratchDatabase } from '../../gates/server-process'
import { addAccount, type TestAccount } from '../../testing/commerce'
import { publishAndApprove } from '../../testing/course-review'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'
import type { SitemapRow } from './seo.repository'
import { createSeoService, STATIC_PAGES } from './seo.service'

const PUBLIC_URL = 'https://learn.example.org'

/** The `<loc>` addresses of a sitemap document. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

const courseInput = (title: string): CourseFormValues => ({
  title,
  category: 'Web Development',
  level: 'Beginner',
  description: 'A short practical course, from the first step to a finished small project.',
  videoSource: 'YouTube',
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  sections: [
    {
      title: 'Getting started',
      lessons: [
        { title: 'Welcome', type: 'video', durationMinutes: 5, isPreview: true, description: '' },
      ],
    },
  ],
  tags: ['sitemap'],
  languages: ['English'],
  courseTags: ['New'],
  priceCents: 1900,
  durationBucket: '0-1 Hour',
  features: ['Subtitle'],
})

describe.each(drivers)('robots.txt and sitemap.xml on %s', (driver) => {
  let t: TestApp
  let mentor: TestAccount
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true, PUBLIC_URL })
    mentor = await addAccount(t, 'teacher', 'Sita Mapmaker')
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  describe('GET /robots.txt', () => {
    it('is a plain-text robots file that names the sitemap at the public address', async () => {
      const res = await get('/robots.txt')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
      const lines = res.body.split('\n')
      expect(lines).toContain('User-agent: *')
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
      for (const path of ['/api/', '/admin/', '/instructor-dashboard', '/student-', '/shop-cart'])
        expect(lines).toContain(`Disallow: ${path}`)
      // Images pages show and share stay reachable under the closed API.
      expect(lines).toContain('Allow: /api/files/')
    })

    it('blocks none of the public pages the sitemap lists', async () => {
      const rules = (await get('/robots.txt')).body
        .split('\n')
        .filter((line) => line.startsWith('Disallow: '))
        .map((line) => line.slice('Disallow: '.length))
      const pages = locations((await get('/sitemap.xml')).body).map((loc) =>
        loc.slice(PUBLIC_URL.length),
      )
      expect(pages).toContain('/instructor-list')
      for (const page of pages) {
        expect(
          rules.filter((rule) => page.startsWith(rule)),
          page,
        ).toEqual([])
      }
    })
  })

  describe('GET /sitemap.xml', () => {
    it('lists the public pages, every published course, mentor, article and product', async () => {
      const res = await get('/sitemap.xml')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/)
      const locs = locations(res.body)
      for (const page of STATIC_PAGES) expect(locs).toContain(`${PUBLIC_URL}${page}`)
      const published = SEED_COURSES.filter((c) => c.status !== 'draft')
      const draft = SEED_COURSES.find((c) => c.status === 'draft')!
      for (const c of published) expect(locs).toContain(`${PUBLIC_URL}/course-single-v1/${c.id}`)
      expect(locs).not.toContain(`${PUBLIC_URL}/course-single-v1/${draft.id}`)
      for (const i of SEED_INSTRUCTORS)
        expect(locs).toContain(`${PUBLIC_URL}/instructor-single/${i.id}`)
      expect(locs).toContain(`${PUBLIC_URL}/blog-single/1`)
      expect(locs).toContain(`${PUBLIC_URL}/shop-single/1`)
      // Account pages and the variant page (its canonical address is the course page) are not.
      expect(locs.filter((l) => /login|dashboard|shop-cart|course-single-v5/.test(l))).toEqual([])
      expect(new Set(locs).size).toBe(locs.length)
    })

    it('gives each catalog page the time it last changed', async () => {
      const body = (await get('/sitemap.xml')).body
      const entry = new RegExp(
        `<url><loc>${PUBLIC_URL}/course-single-v1/${FEATURED_COURSE_ID}</loc><lastmod>([^<]+)</lastmod></url>`,
      ).exec(body)
      expect(entry?.[1]).toBe('2024-12-16T09:00:00.000Z')
      expect(body).toContain(`<url><loc>${PUBLIC_URL}/</loc></url>`)
    })

    it('answers a client holding the current copy with 304', async () => {
      const first = await get('/sitemap.xml')
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^W\/"/)
      const again = await get('/sitemap.xml', { 'if-none-match': etag })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
    })

    it('lists a course once an admin approved it, never while it is a draft or in review', async () => {
      const before = await get('/sitemap.xml')
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/me/courses',
        headers: mentor.auth,
        payload: courseInput('Sitemaps for Growing Catalogs'),
      })
      expect(created.statusCode, created.body).toBe(201)
      const { id } = created.json<CourseMutationResult>()
      const address = `${PUBLIC_URL}/course-single-v1/${id}`
      expect(locations((await get('/sitemap.xml')).body)).not.toContain(address)

      const published = await t.app.inject({
        method: 'POST',
        url: `/api/me/courses/${id}/publish`,
        headers: mentor.auth,
      })
      expect(published.statusCode, published.body).toBe(200)
      // Sent for review: not live yet.
      expect(locations((await get('/sitemap.xml')).body)).not.toContain(address)
      const admin = await addAccount(t, 'admin')
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/course-reviews/${id}/approve`,
        headers: admin.auth,
      })
      expect(approved.statusCode, approved.body).toBe(200)
      // The copy the client held is out of date: a full answer, now with the course.
      const after = await get('/sitemap.xml', { 'if-none-match': String(before.headers.etag) })
      expect(after.statusCode).toBe(200)
      expect(locations(after.body)).toContain(address)
      // Its author's profile is public as well.
      expect(locations(after.body).filter((l) => l.includes('/instructor-single/')).length).toBe(
        SEED_INSTRUCTORS.length + 1,
      )
    })

    it('has no numbered files while everything fits one sitemap', async () => {
      expect((await get('/sitemaps/1.xml')).statusCode).toBe(404)
      const bad = await get('/sitemaps/first.xml')
      expect(bad.statusCode).toBe(404)
      expect(bad.json()).toEqual({ error: 'No such sitemap file' })
    })
  })
})

/** Asks `check` again every 50 ms until it holds or `withinMs` has passed. */
async function eventually(check: () => Promise<boolean>, withinMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + withinMs
  while (!(await check())) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

describe.skipIf(!drivers.includes('postgres'))(
  'sitemap.xml on two instances of one database',
  () => {
    let database: ScratchDatabase
    let first: FastifyInstance
    let second: FastifyInstance
    beforeAll(async () => {
      database = await createScratchDatabase('learnlane_sitemap')
      const config = { DATABASE_URL: database.url, PUBLIC_URL }
      first = await buildApp(testConfig({ ...config, SEED: true }))
      second = await buildApp(testConfig({ ...config, SEED: false }))
    }, 120_000)
    afterAll(async () => {
      await first?.close()
      await second?.close()
      await database?.drop()
    })

    it('lists a course published through the other instance in its next answer', async () => {
      const sitemap = () => first.inject({ method: 'GET', url: '/sitemap.xml' })
      const before = await sitemap()
      // Kept by the first instance: the same copy again.
      const etag = String(before.headers.etag)
      expect((await sitemap()).headers.etag).toBe(etag)

      const mentor = await addAccount(
        { app: second, database: second.database, close: () => second.close() },
        'teacher',
        'Otto Otherinstance',
      )
      const created = await second.inject({
        method: 'POST',
        url: '/api/me/courses',
        headers: mentor.auth,
        payload: courseInput('Published Elsewhere'),
      })
      expect(created.statusCode, created.body).toBe(201)
      const { id } = created.json<CourseMutationResult>()
      await publishAndApprove(
        { app: second, database: second.database, close: () => second.close() },
        id,
        mentor,
      )

      const address = `${PUBLIC_URL}/course-single-v1/${id}`
      // The change reaches the first instance as a notification from the database.
      expect(
        await eventually(async () => locations((await sitemap()).body).includes(address)),
      ).toBe(true)
      const after = await first.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { 'if-none-match': etag },
      })
      expect(after.statusCode).toBe(200)
    })
  },
)

describe('sitemap past the size of one file', () => {
  const rows: SitemapRow[] = Array.from({ length: 25 }, (_, i) => ({
    kind: i % 2 ? 'mentor' : 'course',
    id: i + 1,
    lastModified: null,
  }))
  const repo = {
    count: () => Promise.resolve(rows.length),
    entries: (offset: number, limit: number) => Promise.resolve(rows.slice(offset, offset + limit)),
  }
  const seo = createSeoService(repo, { publicUrl: PUBLIC_URL, maxUrlsPerFile: 10 })
  const total = STATIC_PAGES.length + rows.length

  it('becomes an index of numbered files that hold every address once, in order', async () => {
    const index = await seo.sitemap()
    expect(index).toContain('<sitemapindex')
    const files = locations(index)
    expect(files).toEqual(
      Array.from(
        { length: Math.ceil(total / 10) },
        (_, i) => `${PUBLIC_URL}/sitemaps/${i + 1}.xml`,
      ),
    )
    const all: string[] = []
    for (let part = 1; part <= files.length; part++) {
      const file = await seo.sitemapPart(part)
      expect(file).toContain('<urlset')
      all.push(...locations(file!))
    }
    expect(all).toEqual([
      ...STATIC_PAGES.map((p) => `${PUBLIC_URL}${p}`),
      ...rows.map(
        (r) =>
          `${PUBLIC_URL}${r.kind === 'course' ? '/course-single-v1/' : '/instructor-single/'}${r.id}`,
      ),
    ])
    expect(await seo.sitemapPart(files.length + 1)).toBeNull()
    expect(await seo.sitemapPart(0)).toBeNull()
  })
})
