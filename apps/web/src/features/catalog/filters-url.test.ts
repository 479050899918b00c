import { CourseFiltersSchema, type CourseFilters } from '@app/domain/catalog'
import { describe, expect, it } from 'vitest'
import {
  clearFilters,
  DEFAULT_FILTERS,
  parseCourseFilters,
  serializeCourseFilters,
  toggleFilterValue,
  toggleRating,
  withSort,
} from './filters-url'

const parse = (qs: string) => parseCourseFilters(new URLSearchParams(qs))
/** What the API's schema makes of the same querystring (repeated keys become lists). */
const schemaParse = (qs: string) => {
  const params = new URLSearchParams(qs)
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    raw[key] = all.length > 1 ? all : all[0]!
  }
  return CourseFiltersSchema.parse(raw)
}

describe('parseCourseFilters', () => {
  it.each([
    '',
    'categories=Web+Development',
    'categories=Web+Development,Data+Science&levels=Beginner',
    'categories=Web+Development&categories=Cybersecurity',
    'instructors=Maya+Lindqvist,Priya+Raman&prices=Free&languages=English,French',
    'durations=0-1+Hour,3-6+Hours&features=Subtitle,Quizzes&rating=4',
    'sort=price-asc&page=3',
    'sort=rating-desc&page=2&pageSize=24',
    'sort=nonsense&page=abc',
    'page=0',
    'page=2.5',
    'levels=%20Expert%20,,Expert',
  ])('reads %j exactly as the API schema does', (qs) => {
    expect(parse(qs)).toEqual(schemaParse(qs))
  })

  it('drops option values the schema would reject instead of failing the page', () => {
    expect(parse('levels=Beginner,Wizard&rating=9&languages=Klingon').levels).toEqual(['Beginner'])
    expect(parse('rating=9').rating).toBeUndefined()
    expect(parse('languages=Klingon').languages).toEqual([])
  })
})

describe('serializeCourseFilters', () => {
  it('round-trips every filter group, rating, sort and page through the URL', () => {
    const filters: CourseFilters = {
      ...DEFAULT_FILTERS,
      categories: ['Web Development', 'Data Science'],
      instructors: ['Maya Lindqvist'],
      levels: ['Beginner', 'Expert'],
      prices: ['Paid'],
      languages: ['English', 'Japanese'],
      durations: ['1-3 Hours'],
      features: ['Coding Exercises'],
      rating: 5,
      sort: 'title-desc',
      page: 4,
    }
    const qs = serializeCourseFilters(filters).toString()
    expect(parse(qs)).toEqual(filters)
    expect(schemaParse(qs)).toEqual(filters)
  })

  it('leaves defaults out so the plain grid has a clean URL', () => {
    expect(serializeCourseFilters(DEFAULT_FILTERS).toString()).toBe('')
  })
})

describe('filter changes', () => {
  const onPage3: CourseFilters = { ...DEFAULT_FILTERS, page: 3, sort: 'price-desc' }

  it('adds an option, removes it on a second click, and goes back to page 1', () => {
    const once = toggleFilterValue(onPage3, 'categories', 'Cybersecurity')
    expect(once).toMatchObject({ categories: ['Cybersecurity'], page: 1 })
    const twice = toggleFilterValue({ ...once, page: 2 }, 'categories', 'Cybersecurity')
    expect(twice).toMatchObject({ categories: [], page: 1 })
  })

  it('keeps one rating and clears it when chosen again', () => {
    const four = toggleRating(onPage3, 4)
    expect(four).toMatchObject({ rating: 4, page: 1 })
    expect(toggleRating(four, 3).rating).toBe(3)
    expect(toggleRating(four, 4).rating).toBeUndefined()
  })

  it('resets the page when sorting', () => {
    expect(withSort(onPage3, 'title-asc')).toMatchObject({ sort: 'title-asc', page: 1 })
  })

  it('Clear Filter empties every group and keeps the sort', () => {
    const busy = {
      ...onPage3,
      levels: ['Expert'],
      rating: 2,
      features: ['Quizzes'],
    } as CourseFilters
    expect(clearFilters(busy)).toEqual({ ...DEFAULT_FILTERS, sort: 'price-desc' })
  })
})
