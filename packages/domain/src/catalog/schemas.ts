import { z } from 'zod'
import {
  CATEGORY_OPTIONS,
  COURSE_PAGE_SIZE,
  INSTRUCTOR_CATEGORY_MAX,
  INSTRUCTOR_PAGE_SIZE,
  INSTRUCTOR_QUERY_MAX,
  COURSE_SORTS,
  DURATION_OPTIONS,
  FEATURE_OPTIONS,
  INSTRUCTOR_SORTS,
  LANGUAGE_OPTIONS,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
} from './options'

export const LevelSchema = z.enum(LEVEL_OPTIONS)
export const DurationBucketSchema = z.enum(DURATION_OPTIONS)
export const FeatureSchema = z.enum(FEATURE_OPTIONS)
export const LanguageSchema = z.enum(LANGUAGE_OPTIONS)
export const FilterCategorySchema = z.enum(CATEGORY_OPTIONS)
type SortValues<T extends readonly { value: string }[]> = { [K in keyof T]: T[K]['value'] }
const sortValues = <const T extends readonly { value: string }[]>(sorts: T) =>
  sorts.map((s) => s.value) as unknown as SortValues<T>
export const CourseSortSchema = z.enum(sortValues(COURSE_SORTS))
export type CourseSort = z.infer<typeof CourseSortSchema>
export const InstructorSortSchema = z.enum(sortValues(INSTRUCTOR_SORTS))
export type InstructorSort = z.infer<typeof InstructorSortSchema>

/** Accepts `a,b`, `["a","b"]` or repeated query keys and yields a de-duplicated list. */
const csvList = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess((value) => {
    const parts = (Array.isArray(value) ? value : value == null ? [] : [value])
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter(Boolean)
    return [...new Set(parts)]
  }, z.array(item))

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z.number().int().min(1).max(max).catch(fallback).default(fallback),
  )

/** A list of known option values; an unknown one is a 400 that names the accepted values. */
const optionList = <const T extends readonly [string, ...string[]]>(group: string, options: T) =>
  csvList(z.enum(options, { error: `Unknown ${group}: choose from ${options.join(', ')}` }))

/**
 * Course grid filters, sort and page: parsed from the web URL and from the API querystring.
 * Unknown option values are rejected so a bad link gets a clear 400 rather than a silent empty page.
 */
export const CourseFiltersSchema = z.object({
  categories: csvList(
    z.string().min(1).max(80, 'A category name is at most 80 characters'),
  ).default([]),
  instructors: csvList(
    z.string().min(1).max(120, 'An instructor name is at most 120 characters'),
  ).default([]),
  levels: optionList('level', LEVEL_OPTIONS).default([]),
  prices: optionList('price', PRICE_OPTIONS).default([]),
  languages: optionList('language', LANGUAGE_OPTIONS).default([]),
  durations: optionList('video duration', DURATION_OPTIONS).default([]),
  features: optionList('feature', FEATURE_OPTIONS).default([]),
  rating: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z
      .number({ error: 'Rating must be a whole number from 1 to 5' })
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be a whole number from 1 to 5')
      .max(5, 'Rating must be a whole number from 1 to 5')
      .optional(),
  ),
  sort: CourseSortSchema.catch('default').default('default'),
  page: positiveInt(1, 100_000),
  pageSize: positiveInt(COURSE_PAGE_SIZE, 48),
})
export type CourseFilters = z.infer<typeof CourseFiltersSchema>
export type CourseFilterGroup =
  'categories' | 'instructors' | 'levels' | 'prices' | 'languages' | 'durations' | 'features'

export const CourseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  alt: z.string(),
  /** Main instructor's name. */
  author: z.string(),
  instructorId: z.number().int(),
  /** Instructor names (field name as in the spec). */
  instractors: z.array(z.string()),
  filterCategories: z.array(z.string()),
  level: LevelSchema,
  language: z.array(z.string()),
  durationBucket: DurationBucketSchema,
  features: z.array(z.string()),
  /** Integer cents; 0 means free. */
  priceCents: z.number().int(),
  compareAtCents: z.number().int().nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  lessons: z.number().int(),
  durationMinutes: z.number().int(),
  students: z.number().int(),
  tag: z.string().nullable(),
  bestSeller: z.boolean(),
  featured: z.boolean(),
  tabTitles: z.array(z.string()),
  /** The instructor's uploaded cover (16:10 WebP); absent or null draws the generated cover. */
  coverUrl: z.string().nullable().optional(),
})
export type CourseSummary = z.infer<typeof CourseSummarySchema>

export const FacetSchema = z.array(z.object({ value: z.string(), count: z.number().int() }))
export const CourseFacetsSchema = z.object({
  categories: FacetSchema,
  instructors: FacetSchema,
  levels: FacetSchema,
  prices: FacetSchema,
  languages: FacetSchema,
  durations: FacetSchema,
  features: FacetSchema,
  ratings: FacetSchema,
})
export type CourseFacets = z.infer<typeof CourseFacetsSchema>

export const CourseListResponseSchema = z.object({
  items: z.array(CourseSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  facets: CourseFacetsSchema,
})
export type CourseListResponse = z.infer<typeof CourseListResponseSchema>

export const LessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(['video', 'document', 'quiz']),
  durationMinutes: z.number().int(),
  isPreview: z.boolean(),
  isLocked: z.boolean(),
})
export const CurriculumSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lessons: z.array(LessonSchema),
})
/** The instructor's answer under a review. */
export const ReviewReplySchema = z.object({
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  ageText: z.string(),
})
export type ReviewReply = z.infer<typeof ReviewReplySchema>

export const ReviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  ageText: z.string(),
  title: z.string(),
  body: z.string(),
  /** The author's uploaded avatar (reviews written by accounts); null draws initials. */
  avatarUrl: z.string().nullable().default(null),
  /** The instructor's reply, when there is one. */
  reply: ReviewReplySchema.nullable().default(null),
})
export type Review = z.infer<typeof ReviewSchema>

export const SocialLinksSchema = z.object({
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  instagram: z.string().nullable(),
})

export const InstructorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  title: z.string(),
  description: z.string(),
  about: z.string(),
  students: z.number().int(),
  courses: z.number().int(),
  lessons: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  filterCategories: z.array(z.string()),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  social: SocialLinksSchema,
  /** The picture the mentor uploaded in Settings, or null (the initials show). */
  avatarUrl: z.string().nullable(),
})
export type Instructor = z.infer<typeof InstructorSchema>

/**
 * The course's promo video: an uploaded file plays in the page; a URL (a video-sharing service
 * or a custom address) opens in the video pop-up. null: the preview shows the course's title card.
 */
export const PromoVideoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), url: z.string() }),
  z.object({
    kind: z.literal('external'),
    url: z.string(),
    /** Select Video Sources: YouTube, Vimeo, Youku or Custom URL. */
    source: z.string(),
  }),
])
export type PromoVideo = z.infer<typeof PromoVideoSchema>

export const CourseDetailSchema = CourseSummarySchema.extend({
  description: z.string(),
  skills: z.string(),
  /** The line under the title (empty: none). */
  subtitle: z.string(),
  /** Who this course is for. */
  audience: z.array(z.string()),
  promoVideo: PromoVideoSchema.nullable(),
  learnPoints: z.array(z.string()),
  requirements: z.array(z.string()),
  updatedAt: z.string(),
  curriculum: z.array(CurriculumSectionSchema),
  instructor: InstructorSchema,
  reviews: z.array(ReviewSchema),
})
export type CourseDetail = z.infer<typeof CourseDetailSchema>

export const InstructorFiltersSchema = z.object({
  q: z.string().trim().max(INSTRUCTOR_QUERY_MAX).optional(),
  categories: csvList(z.string().min(1).max(INSTRUCTOR_CATEGORY_MAX)).default([]),
  sort: InstructorSortSchema.catch('default').default('default'),
  page: positiveInt(1, 10_000),
  pageSize: positiveInt(INSTRUCTOR_PAGE_SIZE, 48),
})
export type InstructorFilters = z.infer<typeof InstructorFiltersSchema>

export const InstructorListResponseSchema = z.object({
  items: z.array(InstructorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  categoryCounts: FacetSchema,
})
export type InstructorListResponse = z.infer<typeof InstructorListResponseSchema>

export const CategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subItems: z.array(z.object({ id: z.number().int(), title: z.string(), href: z.string() })),
})
export type Category = z.infer<typeof CategorySchema>

export const CategoryTileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  icon: z.string(),
  courseCount: z.number().int(),
})
export type CategoryTile = z.infer<typeof CategoryTileSchema>

/**
 * GET /api/categories/courses: a category the catalog's courses are filed under, with its count
 * of published courses (the header's Categories menu; each links to the grid filtered on it).
 */
export const CourseCategorySchema = z.object({
  title: FilterCategorySchema,
  courses: z.number().int(),
})
export type CourseCategory = z.infer<typeof CourseCategorySchema>

export const ArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  alt: z.string(),
  category: z.string(),
  date: z.string(),
  comments: z.number().int(),
  author: z.string(),
  excerpt: z.string(),
  body: z.array(z.string()),
})
export type Article = z.infer<typeof ArticleSchema>

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

export const SearchHitSchema = z.object({
  kind: z.enum(['course', 'instructor', 'article']),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  href: z.string(),
  rank: z.number(),
  /** A course's uploaded cover; null draws the kind's icon. */
  imageUrl: z.string().nullable().default(null),
})
export const SearchResponseSchema = z.object({
  q: z.string(),
  hits: z.array(SearchHitSchema),
})
export type SearchHit = z.infer<typeof SearchHitSchema>
export type SearchResponse = z.infer<typeof SearchResponseSchema>

/** A statistics counter: animates from 0 to `number`, shown with its suffix ('458' + ',000+'). */
export const CounterSchema = z.object({
  id: z.number().int(),
  number: z.number(),
  suffix: z.string(),
  description: z.string(),
  /** Name of the icon to draw (a lucide icon name). */
  icon: z.string(),
})
export type Counter = z.infer<typeof CounterSchema>
export const CounterSetSchema = z.enum(['home', 'alt'])
export type CounterSet = z.infer<typeof CounterSetSchema>

/** GET /api/instructors/:id: the mentor with their published courses and recent reviews of them. */
export const InstructorDetailSchema = InstructorSchema.extend({
  /** Their most popular published courses (up to 12); `courses` holds the full count. */
  courseList: z.array(CourseSummarySchema),
  reviews: z.array(ReviewSchema),
})
export type InstructorDetail = z.infer<typeof InstructorDetailSchema>

export const ArticleFiltersSchema = z.object({
  category: z.string().trim().max(80, 'A category name is at most 80 characters').optional(),
  page: positiveInt(1, 10_000),
  pageSize: positiveInt(9, 48),
})
export type ArticleFilters = z.infer<typeof ArticleFiltersSchema>
export const ArticleListResponseSchema = z.object({
  items: z.array(ArticleSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
})
export type ArticleListResponse = z.infer<typeof ArticleListResponseSchema>

/** GET /api/search: an empty query answers with no hits, so search-as-you-type can call freely. */
export const SearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters').default(''),
  limit: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z
      .number({ error: 'Limit must be a whole number from 1 to 50' })
      .int('Limit must be a whole number from 1 to 50')
      .min(1, 'Limit must be a whole number from 1 to 50')
      .max(50, 'Limit must be a whole number from 1 to 50')
      .default(10),
  ),
})
export type SearchQuery = z.infer<typeof SearchQuerySchema>

/** Path ids of catalog items: small positive integers; anything else is a 404, not a 400. */
export const CatalogIdSchema = z.coerce.number().int().positive().max(2_147_483_647)
