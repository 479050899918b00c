import type { SearchResponse } from '@app/domain/catalog'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_COURSES } from '../../db/seed/catalog-courses'
import { SEED_INSTRUCTORS } from '../../db/seed/catalog-instructors'
import { courseRow, instructorRow } from '../../db/seed/catalog-rows'
import { courses, instructors } from '../../db/schema/index'
import { buildTestApp, drivers, type TestApp } from '../../testing/test-app'

/** The published seed courses a mentor teaches, as main teacher or co-teacher. */
const taughtBy = (mentor: { id: number; name: string }) =>
  SEED_COURSES.filter(
    (c) => c.status !== 'draft' && (c.instructorId === mentor.id || c.with.includes(mentor.name)),
  ).map((c) => c.id)

describe.each(drivers)('GET /api/search on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
  })
  afterAll(() => t.close())

  const search = async (q: string, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<SearchResponse>()
  }

  it('finds courses by a word of their title, best match first, with links', async () => {
    const { hits } = await search('python')
    expect(hits.length).toBeGreaterThanOrEqual(3)
    expect(hits[0]).toMatchObject({ kind: 'course', href: `/course-single-v1/${hits[0]!.id}` })
    expect(hits[0]!.title).toMatch(/python/i)
    const titled = hits.filter((h) => /python/i.test(h.title))
    // Title matches rank above everything else.
    expect(hits.slice(0, titled.length)).toEqual(titled)
    expect(hits.map((h) => h.rank)).toEqual([...hits.map((h) => h.rank)].sort((a, b) => b - a))
  })

  it('matches the last word as a prefix, so results come while typing', async () => {
    const { hits } = await search('machine lea')
    expect(hits[0]?.title).toBe('Machine Learning with Python')
    const partial = await search('cybersec')
    expect(partial.hits.map((h) => h.title)).toContain('Introduction to Cybersecurity')
  })

  it('matches English word forms (stems) of earlier words', async () => {
    const { hits } = await search('testing games')
    expect(hits.length).toBeGreaterThan(0)
  })

  it('finds mentors by name and articles by title, each with their own link', async () => {
    const mentor = await search('lindqvist')
    expect(mentor.hits[0]).toMatchObject({
      kind: 'instructor',
      id: 1,
      title: 'Maya Lindqvist',
      subtitle: 'Developer and Teacher',
      href: '/instructor-single/1',
    })
    const article = await search('study habit')
    expect(article.hits[0]).toMatchObject({ kind: 'article', id: 1, href: '/blog-single/1' })
  })

  describe("relevance of a mentor's name", () => {
    it.each(SEED_INSTRUCTORS.map((m) => [m.name, m] as const))(
      'searching %s puts the mentor first and their courses on the first page',
      async (_name, mentor) => {
        const { hits } = await search(mentor.name)
        expect(hits[0]).toMatchObject({ kind: 'instructor', id: mentor.id, title: mentor.name })
        const taught = taughtBy(mentor)
        expect(taught.length).toBeGreaterThan(0)
        const next = hits.slice(1, 1 + Math.min(taught.length, hits.length - 1))
        // Right after the mentor come their courses, and only theirs.
        expect(next.every((h) => h.kind === 'course' && taught.includes(h.id))).toBe(true)
        const onPage = hits.filter((h) => h.kind === 'course').map((h) => h.id)
        expect(taught.filter((id) => onPage.includes(id))).toHaveLength(Math.min(taught.length, 9))
      },
    )

    it('lists every course of a mentor found by first name alone', async () => {
      const { hits } = await search('Maya')
      expect(hits[0]).toMatchObject({ kind: 'instructor', id: 1 })
      const maya = SEED_INSTRUCTORS.find((m) => m.id === 1)!
      const taught = taughtBy(maya)
      expect(taught).toHaveLength(7)
      expect(
        hits
          .slice(1, 8)
          .map((h) => h.id)
          .sort((a, b) => a - b),
      ).toEqual([...taught].sort((a, b) => a - b))
      // The courses she teaches herself come before those she co-teaches.
      const own = SEED_COURSES.filter((c) => c.instructorId === 1 && c.status !== 'draft')
      expect(
        hits
          .slice(1, 1 + own.length)
          .map((h) => h.id)
          .sort((a, b) => a - b),
      ).toEqual(own.map((c) => c.id).sort((a, b) => a - b))
    })

    it('ranks a mentor above their courses, their courses above other title matches', async () => {
      // 'Lucas Moreau' teaches Unity and Godot courses; 'game' matches other titles too.
      const { hits } = await search('moreau')
      const kinds = hits.map((h) => h.kind)
      expect(kinds[0]).toBe('instructor')
      const ranks = hits.map((h) => h.rank)
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
      expect(hits[0]!.rank).toBeGreaterThanOrEqual(3)
      expect(hits.slice(1).every((h) => h.rank >= 2 && h.rank < 3)).toBe(true)
    })

    it('finds a new mentor, not yet in the search vocabulary, with their course and nothing else', async () => {
      const nora = { ...SEED_INSTRUCTORS[0]!, id: 900, name: 'Nora Castell', handle: 'noracastell' }
      await t.database.db.insert(instructors).values(instructorRow(nora))
      const course = {
        ...SEED_COURSES[0]!,
        id: 900,
        title: 'Wheel Pottery Studio',
        instructorId: 900,
      }
      await t.database.db
        .insert(courses)
        .values({ ...courseRow(course, nora.name), description: 'Throwing bowls on a wheel.' })
      const { hits } = await search('Nora Castell')
      expect(hits.map((h) => [h.kind, h.id])).toEqual([
        ['instructor', 900],
        ['course', 900],
      ])
    })
  })

  it.each([
    ['pyhton', /python/i],
    ['javscript', /javascript/i],
    ['kubernetis', /kubernetes/i],
    ['lindqvst', /lindqvist/i],
  ])('tolerates the typo %s', async (typo, expected) => {
    const { hits } = await search(typo)
    expect(hits.length).toBeGreaterThan(0)
    expect(hits[0]!.title).toMatch(expected)
  })

  it('falls back to any matching word when no hit has them all', async () => {
    const { hits } = await search('python zzzqqqxx')
    expect(hits.some((h) => /python/i.test(h.title))).toBe(true)
  })

  it('answers no hits for an empty query or one with no words', async () => {
    expect(await search('')).toEqual({ q: '', hits: [] })
    expect((await search('!!! ???')).hits).toEqual([])
  })

  it('keeps to the limit', async () => {
    const { hits } = await search('course', '&limit=3')
    expect(hits).toHaveLength(3)
  })

  it('treats search syntax characters as plain text', async () => {
    const { hits } = await search("python' & | ! :* (")
    expect(hits.some((h) => /python/i.test(h.title))).toBe(true)
  })

  it('never returns draft courses', async () => {
    const { hits } = await search('graphql')
    expect(hits.find((h) => h.kind === 'course' && h.id === 48)).toBeUndefined()
  })

  it.each([
    ['&limit=0', 'Limit must be a whole number from 1 to 50'],
    ['&limit=51', 'Limit must be a whole number from 1 to 50'],
    ['&limit=ten', 'Limit must be a whole number from 1 to 50'],
  ])('answers 400 for %s', async (extra, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=python${extra}` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: message })
  })

  it('answers 400 for a query longer than 100 characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${'a'.repeat(101)}` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Search for at most 100 characters' })
  })
})

describe.each(drivers)('GET /api/search without pg_trgm on %s', (driver) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(driver, { seed: true })
    await t.database.db.execute(sql`drop extension if exists pg_trgm cascade`)
  })
  afterAll(() => t.close())

  it('still answers full-text matches and prefixes, only without typo correction', async () => {
    const exact = await t.app.inject({ method: 'GET', url: '/api/search?q=pytho' })
    expect(exact.statusCode).toBe(200)
    expect(exact.json<SearchResponse>().hits[0]?.title).toMatch(/python/i)
    const typo = await t.app.inject({ method: 'GET', url: '/api/search?q=pyhton' })
    expect(typo.statusCode).toBe(200)
    expect(typo.json<SearchResponse>().hits).toEqual([])
  })
})
