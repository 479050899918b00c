import { describe, expect, it } from 'vitest'
import {
  courseFacets,
  filterCourses,
  filterInstructors,
  goToPage,
  pageCount,
  paginate,
  paginationItems,
  rangeLabel,
  roundRating,
  sortCourses,
  sortInstructors,
  type CourseSelection,
  type FilterableCourse,
  type FilterableInstructor,
} from './index'

const course = (id: number, overrides: Partial<FilterableCourse> = {}): FilterableCourse => ({
  id,
  title: `Course ${id}`,
  instractors: ['Maya Lindqvist'],
  filterCategories: ['Web Development'],
  level: 'Beginner',
  language: ['English'],
  durationBucket: '1-3 Hours',
  features: ['Subtitle'],
  priceCents: 5800,
  rating: 4.5,
  ...overrides,
})

const catalog: FilterableCourse[] = [
  course(1, {
    filterCategories: ['Web Development', 'Data Science'],
    features: ['Subtitle', 'Quizzes'],
  }),
  course(2, {
    filterCategories: ['Mobile Development'],
    instractors: ['Daniel Okafor'],
    level: 'Intermediate',
    language: ['French', 'German'],
    durationBucket: '0-1 Hour',
    features: ['Quizzes', 'Coding Exercises'],
    priceCents: 0,
    rating: 3.4,
  }),
  course(3, {
    filterCategories: ['Cybersecurity', 'Software Testing'],
    instractors: ['Priya Raman', 'Lucas Moreau'],
    level: 'Expert',
    language: ['Japanese'],
    durationBucket: '3-6 Hours',
    features: ['Subtitle', 'Quizzes', 'Coding Exercises'],
    priceCents: 8929,
    rating: 4.49,
  }),
  course(4, {
    filterCategories: ['Game Development'],
    instractors: ['Lucas Moreau'],
    level: 'Beginner',
    language: ['English', 'Turkish'],
    durationBucket: '1-3 Hours',
    features: [],
    priceCents: 0,
    rating: 2.5,
  }),
]
const ids = (list: { id: number }[]) => list.map((c) => c.id)

describe('filterCourses', () => {
  it.each<[string, CourseSelection, number[]]>([
    ['no selection keeps every course', {}, [1, 2, 3, 4]],
    ['empty groups keep every course', { categories: [], levels: [], prices: [] }, [1, 2, 3, 4]],
    ['one category', { categories: ['Data Science'] }, [1]],
    [
      'categories match ANY selected value',
      { categories: ['Data Science', 'Cybersecurity'] },
      [1, 3],
    ],
    [
      'instructors match ANY selected value',
      { instructors: ['Daniel Okafor', 'Lucas Moreau'] },
      [2, 3, 4],
    ],
    ['languages match ANY selected value', { languages: ['German', 'Turkish'] }, [2, 4]],
    ['one level', { levels: ['Beginner'] }, [1, 4]],
    [
      'levels need ALL selected values, so two levels match nothing',
      { levels: ['Beginner', 'Expert'] },
      [],
    ],
    ['one duration bucket', { durations: ['3-6 Hours'] }, [3]],
    ['durations need ALL selected values', { durations: ['0-1 Hour', '1-3 Hours'] }, []],
    ['one feature', { features: ['Quizzes'] }, [1, 2, 3]],
    ['features need ALL selected values', { features: ['Quizzes', 'Coding Exercises'] }, [2, 3]],
    ['all three features', { features: ['Subtitle', 'Quizzes', 'Coding Exercises'] }, [3]],
    ['Free means price 0', { prices: ['Free'] }, [2, 4]],
    ['Paid means price not 0', { prices: ['Paid'] }, [1, 3]],
    ['Free and Paid together show both', { prices: ['Free', 'Paid'] }, [1, 2, 3, 4]],
    ['rating 5 matches 4.5 rounded up', { rating: 5 }, [1]],
    ['rating 4 matches 4.49 rounded down', { rating: 4 }, [3]],
    ['rating 3 matches 3.4 and 2.5', { rating: 3 }, [2, 4]],
    ['rating 1 matches nothing here', { rating: 1 }, []],
    [
      'groups combine with AND',
      { prices: ['Free'], languages: ['English', 'French'], levels: ['Beginner'] },
      [4],
    ],
    [
      'AND of an ANY group and an ALL group',
      { categories: ['Web Development', 'Cybersecurity'], features: ['Coding Exercises'] },
      [3],
    ],
  ])('%s', (_name, selection, expected) => {
    expect(ids(filterCourses(catalog, selection))).toEqual(expected)
  })
})

describe('roundRating', () => {
  it.each([
    [4.5, 5],
    [4.49, 4],
    [2.5, 3],
    [1, 1],
    [0.4, 0],
  ])('rounds %d to %d stars', (rating, stars) => {
    expect(roundRating(rating)).toBe(stars)
  })
})

describe('sortCourses', () => {
  const titled = [
    course(1, { title: 'react from Scratch', priceCents: 5800, rating: 4.2 }),
    course(2, { title: 'Angular Basics', priceCents: 0, rating: 4.9 }),
    course(3, { title: 'Python for Data', priceCents: 14300, rating: 3.1 }),
    course(4, { title: 'Zig in Practice', priceCents: 5800, rating: 4.9 }),
    course(5, { title: 'angular basics', priceCents: 8929, rating: 3.1 }),
  ]
  it.each<[Parameters<typeof sortCourses>[1], number[]]>([
    ['default', [1, 2, 3, 4, 5]],
    ['title-asc', [2, 5, 3, 1, 4]],
    ['title-desc', [4, 1, 3, 5, 2]],
    ['price-asc', [2, 1, 4, 5, 3]],
    ['price-desc', [3, 5, 4, 1, 2]],
    ['rating-asc', [3, 5, 1, 2, 4]],
    ['rating-desc', [4, 2, 1, 5, 3]],
  ])('%s orders the courses (ties by id)', (sort, expected) => {
    expect(ids(sortCourses(titled, sort))).toEqual(expected)
  })

  it.each(['title', 'price', 'rating'])(
    '%s High-to-Low is Low-to-High reversed, ties included',
    (key) => {
      const asc = ids(sortCourses(titled, `${key}-asc` as Parameters<typeof sortCourses>[1]))
      const desc = ids(sortCourses(titled, `${key}-desc` as Parameters<typeof sortCourses>[1]))
      expect(desc).toEqual([...asc].reverse())
    },
  )

  it('returns a new array and leaves the input alone', () => {
    const input = [course(2), course(1)]
    const sorted = sortCourses(input, 'default')
    expect(ids(sorted)).toEqual([1, 2])
    expect(ids(input)).toEqual([2, 1])
  })
})

describe('pageCount and paginate', () => {
  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [45, 12, 4],
    [100_000, 12, 8334],
  ])('%d items at %d per page make %d pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })

  const items = Array.from({ length: 30 }, (_, i) => i + 1)
  it.each([
    [1, [1, 12]],
    [2, [13, 24]],
    [3, [25, 30]],
  ])('page %d holds items %j (first and last)', (page, [first, last]) => {
    const slice = paginate(items, page)
    expect(slice[0]).toBe(first)
    expect(slice.at(-1)).toBe(last)
  })

  it('gives an empty page past the end', () => {
    expect(paginate(items, 4)).toEqual([])
  })
})

describe('goToPage', () => {
  it.each([
    [3, 4, 10, 4],
    [3, 0, 10, 3],
    [3, 11, 10, 3],
    [3, 10, 10, 10],
    [3, 1, 10, 1],
    [3, 2.5, 10, 3],
  ])('from page %d to %d of %d lands on %d', (current, target, last, expected) => {
    expect(goToPage(current, target, last)).toBe(expected)
  })
})

describe('rangeLabel', () => {
  it.each([
    [1, 45, 'Showing 1 - 12 Of 45 Courses'],
    [2, 45, 'Showing 13 - 24 Of 45 Courses'],
    [4, 45, 'Showing 37 - 48 Of 45 Courses'],
    [1, 5, 'Showing 1 - 12 Of 5 Courses'],
    [1, 0, 'Showing 0 - 12 Of 0 Courses'],
  ])('page %d of %d courses reads %s (last is not capped)', (page, total, label) => {
    expect(rangeLabel(page, total)).toBe(label)
  })
})

describe('paginationItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [8, 8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [1, 9, [1, 2, 3, 4, 5, 'end-ellipsis', 9]],
    [1, 19, [1, 2, 3, 4, 5, 'end-ellipsis', 19]],
    [4, 19, [1, 2, 3, 4, 5, 'end-ellipsis', 19]],
    [5, 19, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 19]],
    [10, 19, [1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 19]],
    [15, 19, [1, 'start-ellipsis', 14, 15, 16, 'end-ellipsis', 19]],
    [16, 19, [1, 'start-ellipsis', 15, 16, 17, 18, 19]],
    [19, 19, [1, 'start-ellipsis', 15, 16, 17, 18, 19]],
    [5, 9, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 9]],
    [6, 9, [1, 'start-ellipsis', 5, 6, 7, 8, 9]],
  ])('page %d of %d shows %j', (current, last, expected) => {
    expect(paginationItems(current, last)).toEqual(expected)
  })

  it('always shows the current page, the first and the last', () => {
    for (let last = 1; last <= 30; last++) {
      for (let current = 1; current <= last; current++) {
        const items = paginationItems(current, last)
        expect(items).toContain(current)
        expect(items[0]).toBe(1)
        expect(items.at(-1)).toBe(last)
        expect(items.length).toBeLessThanOrEqual(8)
      }
    }
  })
})

describe('courseFacets', () => {
  const count = (
    facets: ReturnType<typeof courseFacets>,
    group: keyof typeof facets,
    value: string,
  ) => facets[group].find((f) => f.value === value)?.count

  it('counts every option of every group with nothing selected', () => {
    const facets = courseFacets(catalog, {})
    expect(count(facets, 'categories', 'Web Development')).toBe(1)
    expect(count(facets, 'prices', 'Free')).toBe(2)
    expect(count(facets, 'prices', 'Paid')).toBe(2)
    expect(count(facets, 'features', 'Quizzes')).toBe(3)
    expect(count(facets, 'levels', 'Beginner')).toBe(2)
    expect(count(facets, 'ratings', '3')).toBe(2)
    expect(count(facets, 'instructors', 'Lucas Moreau')).toBe(2)
    expect(facets.languages.map((f) => f.value)).toHaveLength(8)
  })

  it("leaves a group's own selection out of its counts but applies the other groups", () => {
    const facets = courseFacets(catalog, { prices: ['Free'], levels: ['Beginner'] })
    // prices counts ignore the price selection but apply Beginner: courses 1 (paid) and 4 (free)
    expect(count(facets, 'prices', 'Free')).toBe(1)
    expect(count(facets, 'prices', 'Paid')).toBe(1)
    // levels counts ignore Beginner but apply Free: courses 2 (Intermediate) and 4 (Beginner)
    expect(count(facets, 'levels', 'Intermediate')).toBe(1)
    expect(count(facets, 'levels', 'Beginner')).toBe(1)
    expect(count(facets, 'levels', 'Expert')).toBe(0)
    // other groups apply both: only course 4
    expect(count(facets, 'languages', 'Turkish')).toBe(1)
    expect(count(facets, 'languages', 'French')).toBe(0)
  })

  it('each count equals the size of the result when that option alone replaces its group', () => {
    const selection: CourseSelection = { categories: ['Cybersecurity'], features: ['Quizzes'] }
    const facets = courseFacets(catalog, selection)
    for (const f of facets.features) {
      const expected = filterCourses(catalog, { ...selection, features: [f.value as 'Quizzes'] })
      expect(f.count).toBe(expected.length)
    }
  })
})

describe('filterInstructors and sortInstructors', () => {
  const people: FilterableInstructor[] = [
    {
      id: 1,
      name: 'Maya Lindqvist',
      rating: 4.9,
      filterCategories: ['Web Development', 'Data Science'],
    },
    { id: 2, name: 'daniel Okafor', rating: 4.2, filterCategories: ['Web Development'] },
    {
      id: 3,
      name: 'Priya Raman',
      rating: 4.7,
      filterCategories: ['Data Science', 'Cybersecurity'],
    },
    {
      id: 4,
      name: 'Lucas Moreau',
      rating: 4.2,
      filterCategories: ['Web Development', 'Data Science', 'Cybersecurity'],
    },
  ]

  it.each<[string, { categories?: string[]; q?: string }, number[]]>([
    ['none selected shows everyone', {}, [1, 2, 3, 4]],
    ['one category', { categories: ['Cybersecurity'] }, [3, 4]],
    [
      'must belong to ALL selected categories',
      { categories: ['Web Development', 'Data Science'] },
      [1, 4],
    ],
    ['three categories', { categories: ['Web Development', 'Data Science', 'Cybersecurity'] }, [4]],
    ['name search is case-insensitive', { q: 'RAMAN' }, [3]],
    ['name search combines with categories', { q: 'a', categories: ['Cybersecurity'] }, [3, 4]],
    ['blank name search is ignored', { q: '  ' }, [1, 2, 3, 4]],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filterInstructors(people, filters))).toEqual(expected)
  })

  it.each<[Parameters<typeof sortInstructors>[1], number[]]>([
    ['default', [1, 2, 3, 4]],
    ['name-asc', [2, 4, 1, 3]],
    ['name-desc', [3, 1, 4, 2]],
    ['rating-asc', [2, 4, 3, 1]],
    ['rating-desc', [1, 3, 4, 2]],
  ])('%s orders the instructors', (sort, expected) => {
    expect(ids(sortInstructors(people, sort))).toEqual(expected)
  })
})
