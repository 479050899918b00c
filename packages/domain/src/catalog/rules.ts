import { COURSE_FILTER_GROUPS } from '../pages'
import {
  CATEGORY_OPTIONS,
  COURSE_PAGE_SIZE,
  DURATION_OPTIONS,
  FEATURE_OPTIONS,
  INSTRUCTOR_FILTER_OPTIONS,
  LANGUAGE_OPTIONS,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
  RATING_OPTIONS,
} from './options'
import type {
  CourseFacets,
  CourseFilters,
  CourseSort,
  CourseSummary,
  Instructor,
  InstructorSort,
} from './schemas'

/** The fields the filter and sort rules read; CourseSummary and test builders both satisfy it. */
export type FilterableCourse = Pick<
  CourseSummary,
  | 'id'
  | 'title'
  | 'instractors'
  | 'filterCategories'
  | 'level'
  | 'language'
  | 'durationBucket'
  | 'features'
  | 'priceCents'
  | 'rating'
>

/** The selection part of the course filters (no sort or page); every group may be left out. */
export type CourseSelection = Partial<
  Pick<
    CourseFilters,
    | 'categories'
    | 'instructors'
    | 'levels'
    | 'prices'
    | 'languages'
    | 'durations'
    | 'features'
    | 'rating'
  >
>

/**
 * A rating rounded to whole stars: halves round up (4.5 -> 5), as Math.round does for the
 * positive ratings of the catalog. The server stores the same value (floor(rating + 0.5)).
 */
export const roundRating = (rating: number): number => Math.round(rating)

const hasAny = (values: readonly string[], selected: readonly string[] | undefined) =>
  !selected?.length || selected.some((s) => values.includes(s))
const hasAll = (values: readonly string[], selected: readonly string[] | undefined) =>
  !selected?.length || selected.every((s) => values.includes(s))
const matchesPrice = (priceCents: number, prices: readonly string[] | undefined) =>
  !prices?.length ||
  (prices.includes('Free') && priceCents === 0) ||
  (prices.includes('Paid') && priceCents !== 0)

/** A filter group of the course grid (rating included). */
export type CourseGroup = keyof CourseSelection

/**
 * One filter group's test (SPEC section 5): Categories, Instructors and Languages match when ANY
 * selected value is present; Levels, Video Duration and Features need ALL selected values present
 * (for the single-valued level and duration bucket that means every selected value equals it);
 * rating matches when the rounded course rating equals the selected rating; Free means price 0,
 * Paid means price not 0. An empty group matches everything.
 */
export function matchesGroup(
  course: FilterableCourse,
  group: CourseGroup,
  selection: CourseSelection,
): boolean {
  switch (group) {
    case 'categories':
      return hasAny(course.filterCategories, selection.categories)
    case 'instructors':
      return hasAny(course.instractors, selection.instructors)
    case 'languages':
      return hasAny(course.language, selection.languages)
    case 'levels':
      return hasAll([course.level], selection.levels)
    case 'durations':
      return hasAll([course.durationBucket], selection.durations)
    case 'features':
      return hasAll(course.features, selection.features)
    case 'prices':
      return matchesPrice(course.priceCents, selection.prices)
    case 'rating':
      return selection.rating === undefined || roundRating(course.rating) === selection.rating
  }
}

export const COURSE_GROUPS: readonly CourseGroup[] = [...COURSE_FILTER_GROUPS, 'rating']

/** Courses matching every group of the selection (groups combine with AND). */
export function filterCourses<T extends FilterableCourse>(
  courses: readonly T[],
  selection: CourseSelection,
): T[] {
  return courses.filter((course) => COURSE_GROUPS.every((g) => matchesGroup(course, g, selection)))
}

/**
 * Lower-cases ASCII letters only. Title and name sorts compare this key by code unit, which is
 * exactly what the database does with `lower(title) collate "C"`, so both sides agree.
 */
export const sortKey = (text: string): string =>
  text.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32))

const compareText = (a: string, b: string) => {
  const ka = sortKey(a)
  const kb = sortKey(b)
  return ka < kb ? -1 : ka > kb ? 1 : 0
}
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id

/**
 * The seven course sorts (SPEC section 9). Default is the catalog's own order (by id). Ties fall
 * back to id order so pages never overlap, and every High-to-Low (or Z-A) sort is exactly its
 * Low-to-High sort reversed, ties included. Returns a new array.
 */
export function sortCourses<T extends FilterableCourse>(
  courses: readonly T[],
  sort: CourseSort,
): T[] {
  const compare: Record<CourseSort, (a: T, b: T) => number> = {
    default: byId,
    'title-asc': (a, b) => compareText(a.title, b.title) || byId(a, b),
    'title-desc': (a, b) => compareText(b.title, a.title) || byId(b, a),
    'price-asc': (a, b) => a.priceCents - b.priceCents || byId(a, b),
    'price-desc': (a, b) => b.priceCents - a.priceCents || byId(b, a),
    'rating-asc': (a, b) => a.rating - b.rating || byId(a, b),
    'rating-desc': (a, b) => b.rating - a.rating || byId(b, a),
  }
  return [...courses].sort(compare[sort])
}

/** Number of pages for `total` items; 0 when there is nothing to show. */
export const pageCount = (total: number, pageSize: number = COURSE_PAGE_SIZE): number =>
  total <= 0 ? 0 : Math.ceil(total / pageSize)

/** The items of one page (1-based); a page past the end is empty. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = COURSE_PAGE_SIZE,
): T[] {
  const start = (Math.max(1, Math.floor(page)) - 1) * pageSize
  return items.slice(start, start + pageSize)
}

/**
 * Moves to `target` when it lies within 1..last; page 0 and pages beyond the last are ignored
 * and the current page is kept (SPEC section 4).
 */
export const goToPage = (current: number, target: number, last: number): number =>
  Number.isInteger(target) && target >= 1 && target <= last ? target : current

/**
 * 'Showing {first} - {last} Of {total} Courses'. As the spec says, the last value is page*12 and is
 * not capped at the total (page 3 of 30 courses reads 'Showing 25 - 36 Of 30 Courses').
 */
export function rangeLabel(
  page: number,
  total: number,
  pageSize: number = COURSE_PAGE_SIZE,
): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  return `Showing ${first} - ${page * pageSize} Of ${total} Courses`
}

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis'

/**
 * The numbered buttons of the pagination (SPEC section 9). Up to 8 pages every number shows.
 * Beyond that: near the start pages 1-5, an ellipsis and the last page; in the middle the first
 * page, an ellipsis, the current page with one neighbour on each side, an ellipsis and the last
 * page; near the end the first page, an ellipsis and the last five pages.
 */
export function paginationItems(current: number, last: number): PaginationItem[] {
  if (last <= 0) return []
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (last <= 8) return range(1, last)
  if (current <= 4) return [...range(1, 5), 'end-ellipsis', last]
  if (current >= last - 3) return [1, 'start-ellipsis', ...range(last - 4, last)]
  return [1, 'start-ellipsis', current - 1, current, current + 1, 'end-ellipsis', last]
}

const FACET_OPTIONS = {
  categories: CATEGORY_OPTIONS,
  instructors: INSTRUCTOR_FILTER_OPTIONS,
  levels: LEVEL_OPTIONS,
  prices: PRICE_OPTIONS,
  languages: LANGUAGE_OPTIONS,
  durations: DURATION_OPTIONS,
  features: FEATURE_OPTIONS,
} as const

/** Sidebar counts with no option in any group: filled in by whoever counts. */
export const emptyCourseFacets = (): CourseFacets => ({
  categories: [],
  instructors: [],
  levels: [],
  prices: [],
  languages: [],
  durations: [],
  features: [],
  ratings: [],
})

/**
 * Sidebar counts. For each option of a group the count is the number of courses that match the
 * selections of all the OTHER groups and also carry that option (the group's own selection is
 * left out), so a count says how many courses that option stands for next to the other choices
 * and does not collapse to 0 when a sibling option is ticked.
 */
export function courseFacets(
  courses: readonly FilterableCourse[],
  selection: CourseSelection,
): CourseFacets {
  const othersMatch = (course: FilterableCourse, except: CourseGroup) =>
    COURSE_GROUPS.every((g) => g === except || matchesGroup(course, g, selection))
  const count = (group: CourseGroup, option: CourseSelection) =>
    courses.filter((c) => othersMatch(c, group) && matchesGroup(c, group, option)).length
  const facets = Object.fromEntries(
    Object.entries(FACET_OPTIONS).map(([group, options]) => [
      group,
      options.map((value) => ({
        value,
        count: count(group as CourseGroup, { [group]: [value] }),
      })),
    ]),
  ) as Omit<CourseFacets, 'ratings'>
  return {
    ...facets,
    ratings: RATING_OPTIONS.map((r) => ({
      value: String(r),
      count: count('rating', { rating: r }),
    })),
  }
}

export type FilterableInstructor = Pick<Instructor, 'id' | 'name' | 'rating' | 'filterCategories'>

/**
 * Instructors belonging to ALL selected categories (none selected shows everyone), whose name
 * contains `q` when one is given (case-insensitive).
 */
export function filterInstructors<T extends FilterableInstructor>(
  instructors: readonly T[],
  filters: { categories?: readonly string[]; q?: string | undefined },
): T[] {
  const q = filters.q?.trim().toLowerCase()
  return instructors.filter(
    (i) =>
      hasAll(i.filterCategories, filters.categories) && (!q || i.name.toLowerCase().includes(q)),
  )
}

/** Instructor sorts of SPEC section 9; Default keeps id order, descending sorts reverse ascending ones. */
export function sortInstructors<T extends FilterableInstructor>(
  instructors: readonly T[],
  sort: InstructorSort,
): T[] {
  const compare: Record<InstructorSort, (a: T, b: T) => number> = {
    default: byId,
    'name-asc': (a, b) => compareText(a.name, b.name) || byId(a, b),
    'name-desc': (a, b) => compareText(b.name, a.name) || byId(b, a),
    'rating-asc': (a, b) => a.rating - b.rating || byId(a, b),
    'rating-desc': (a, b) => b.rating - a.rating || byId(b, a),
  }
  return [...instructors].sort(compare[sort])
}

/**
 * The players the course video pop-up frames (YouTube, Vimeo, Youku, in that order): the web
 * builds embed addresses on them and the server's content policy allows exactly these frames.
 */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://player.youku.com',
] as const
