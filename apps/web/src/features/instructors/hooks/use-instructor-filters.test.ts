import { InstructorFiltersSchema } from '@app/domain/catalog'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_INSTRUCTOR_FILTERS,
  parseInstructorFilters,
  serializeInstructorFilters,
} from './use-instructor-filters'

const parse = (qs: string) => parseInstructorFilters(new URLSearchParams(qs))
/** What the API's schema makes of the same querystring (repeated keys joined, as the page sends). */
const schemaParse = (qs: string) => {
  const params = new URLSearchParams(qs)
  const raw = Object.fromEntries(
    [...new Set(params.keys())].map((k) => [k, params.getAll(k).join(',')]),
  )
  const parsed = InstructorFiltersSchema.safeParse(raw)
  return parsed.success ? parsed.data : InstructorFiltersSchema.parse({})
}

describe('parseInstructorFilters', () => {
  it.each([
    '',
    'q=maya',
    'q=%20%20priya%20',
    'q=',
    'categories=Web+Development',
    'categories=Web+Development,Data+Science&categories=Cybersecurity',
    'categories=%20Design%20,,Design',
    'sort=name-asc&page=3',
    'sort=rating-desc&page=2&pageSize=24',
    'sort=nonsense&page=abc&pageSize=100',
    'page=0',
    'page=2.5',
    'page=10001',
    `q=${'a'.repeat(101)}`,
    `q=${'a'.repeat(100)}`,
    `categories=Design,${'b'.repeat(81)}&sort=name-asc`,
    `categories=${'b'.repeat(80)}`,
  ])('reads %j exactly as the API schema does', (qs) => {
    expect(parse(qs)).toEqual(schemaParse(qs))
  })

  it('opens a link the schema rejects with the defaults', () => {
    expect(parse(`q=${'x'.repeat(200)}&sort=name-asc&page=2`)).toEqual(DEFAULT_INSTRUCTOR_FILTERS)
  })

  it('reads back what it writes', () => {
    const filters = parse('q=lin&categories=Design,Marketing&sort=rating-asc&page=4')
    expect(parse(serializeInstructorFilters(filters).slice(1))).toEqual(filters)
  })
})
