import { sql, type SQL } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** A bit string of any length (one bit per course id). */
const varbit = customType<{ data: string }>({ dataType: () => 'bit varying' })

/** A generated full-text document; never written by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Text for a generated search document: English stems (so 'courses' finds 'course') plus the
 * plain words (so a prefix such as 'develop' finds 'development' before stemming gets in the way).
 */
const searchDocument = (...parts: [column: string, weight: 'A' | 'B' | 'C' | 'D'][]): SQL =>
  sql.raw(
    parts
      .map(
        ([column, weight]) =>
          `setweight(to_tsvector('english'::regconfig, coalesce(${column}, '')), '${weight}') || ` +
          `setweight(to_tsvector('simple'::regconfig, coalesce(${column}, '')), '${weight}')`,
      )
      .join(' || '),
  )

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}

/** Mentors. Course and student counts are derived from their published courses when read. */
export const instructors = pgTable(
  'instructors',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    role: text().notNull().default('Teacher'),
    title: text().notNull(),
    description: text().notNull(),
    about: text().notNull(),
    rating: real().notNull(),
    reviewCount: integer().notNull().default(0),
    filterCategories: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    address: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    website: text().notNull(),
    facebook: text(),
    twitter: text(),
    linkedin: text(),
    instagram: text(),
    search: tsvector().generatedAlwaysAs(
      searchDocument(['name', 'A'], ['title', 'B'], ['description', 'C']),
    ),
    ...timestamps,
  },
  (t) => [
    index('instructors_filter_categories_idx').using('gin', t.filterCategories),
    index('instructors_name_sort_idx').on(sql`lower(${t.name} collate "C")`, t.id),
    index('instructors_rating_idx').on(t.rating),
    index('instructors_search_idx').using('gin', t.search),
  ],
)

export const courses = pgTable(
  'courses',
  {
    id: integer().primaryKey(),
    title: text().notNull(),
    alt: text().notNull(),
    instructorId: integer()
      .notNull()
      .references(() => instructors.id),
    /** Every teaching name, the main instructor first (spelling as in the spec). */
    instractors: text().array().notNull(),
    filterCategories: text().array().notNull(),
    level: text({ enum: ['Beginner', 'Intermediate', 'Expert'] }).notNull(),
    languages: text().array().notNull(),
    durationBucket: text({ enum: ['0-1 Hour', '1-3 Hours', '3-6 Hours'] }).notNull(),
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Integer cents; 0 means free. */
    priceCents: integer().notNull(),
    compareAtCents: integer(),
    rating: real().notNull(),
    /** Whole stars, halves up: what the Rating filter compares (Math.round on the web). */
    ratingRounded: smallint()
      .notNull()
      .generatedAlwaysAs(sql`floor(rating + 0.5)::smallint`),
    ratingCount: integer().notNull().default(0),
    lessons: integer().notNull(),
    durationMinutes: integer().notNull(),
    students: integer().notNull().default(0),
    tag: text(),
    bestSeller: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    tabTitles: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text({ enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    description: text().notNull(),
    skills: text().notNull(),
    learnPoints: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    search: tsvector().generatedAlwaysAs(
      searchDocument(['title', 'A'], ['skills', 'B'], ['description', 'C']),
    ),
    /** The title alone: small enough to rank thousands of matches quickly. */
    titleSearch: tsvector().generatedAlwaysAs(searchDocument(['title', 'A'])),
    ...timestamps,
  },
  (t) => [
    index('courses_filter_categories_idx').using('gin', t.filterCategories),
    index('courses_instractors_idx').using('gin', t.instractors),
    index('courses_languages_idx').using('gin', t.languages),
    index('courses_features_idx').using('gin', t.features),
    index('courses_instructor_idx').on(t.instructorId),
    // The list's sort orders are served by covering partial indexes (id, price, rating and
    // title, each INCLUDE-ing the filter columns) created in migration 0005, which drizzle
    // cannot express: a page is found by an index-only scan without visiting the table.
    index('courses_search_idx').using('gin', t.search),
    index('courses_title_search_idx').using('gin', t.titleSearch),
  ],
)

export const courseSections = pgTable(
  'course_sections',
  {
    id: integer()
      .primaryKey()
      .default(sql`nextval('course_content_id_seq')`),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    title: text().notNull(),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.position)],
)

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: integer()
      .primaryKey()
      .default(sql`nextval('course_content_id_seq')`),
    sectionId: integer()
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    title: text().notNull(),
    type: text({ enum: ['video', 'document', 'quiz'] }).notNull(),
    durationMinutes: integer().notNull(),
    isPreview: boolean().notNull().default(false),
    isLocked: boolean().notNull().default(false),
  },
  (t) => [index('course_lessons_section_idx').on(t.sectionId, t.position)],
)

export const courseReviews = pgTable(
  'course_reviews',
  {
    id: integer()
      .primaryKey()
      .default(sql`nextval('course_content_id_seq')`),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    rating: smallint().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('course_reviews_course_idx').on(t.courseId, t.createdAt)],
)

/** The header's Categories menu: ten top categories, each with its sub-items. */
export const categories = pgTable('categories', {
  id: integer().primaryKey(),
  title: text().notNull(),
  position: smallint().notNull(),
})

export const categorySubItems = pgTable(
  'category_sub_items',
  {
    id: integer().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    href: text().notNull(),
    position: smallint().notNull(),
  },
  (t) => [index('category_sub_items_category_idx').on(t.categoryId, t.position)],
)

/** The home page's category carousel. */
export const categoryTiles = pgTable('category_tiles', {
  id: integer().primaryKey(),
  title: text().notNull(),
  icon: text().notNull(),
  courseCount: integer().notNull(),
  position: smallint().notNull(),
})

export const testimonials = pgTable('testimonials', {
  id: integer().primaryKey(),
  name: text().notNull(),
  role: text().notNull(),
  rating: smallint().notNull(),
  text: text().notNull(),
  position: smallint().notNull(),
})

export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey(),
    title: text().notNull(),
    alt: text().notNull(),
    category: text().notNull(),
    publishedOn: date({ mode: 'string' }).notNull(),
    comments: integer().notNull().default(0),
    author: text().notNull(),
    excerpt: text().notNull(),
    /** Paragraphs separated by a blank line. */
    body: text().notNull(),
    search: tsvector().generatedAlwaysAs(
      searchDocument(['title', 'A'], ['category', 'B'], ['excerpt', 'C'], ['body', 'D']),
    ),
    ...timestamps,
  },
  (t) => [
    index('articles_published_idx').on(t.publishedOn, t.id),
    index('articles_search_idx').using('gin', t.search),
  ],
)

/** Statistics counters; `set` picks the home row or the alternate row. */
export const counters = pgTable(
  'counters',
  {
    id: integer().primaryKey(),
    set: text({ enum: ['home', 'alt'] }).notNull(),
    position: smallint().notNull(),
    number: doublePrecision().notNull(),
    suffix: text().notNull(),
    description: text().notNull(),
    icon: text().notNull(),
  },
  (t) => [index('counters_set_idx').on(t.set, t.position)],
)

/**
 * Every distinct word and stem of the search documents, refreshed after the catalog is seeded.
 * Typo tolerance compares the words of a query against this short list with pg_trgm.
 */
export const searchTerms = pgTable('search_terms', {
  term: text().primaryKey(),
  documents: integer().notNull(),
})

/**
 * The facet index of the course list: for every filter option, a bit string with bit n set when
 * published course n carries that option ('levels:Beginner', 'rating:5', 'published', ...).
 * Counting a facet is then an AND of a few bit strings and a bit count. Derived data, rebuilt
 * from `courses` whenever `course_facet_state.version` moved past `built_version`.
 */
export const courseFacetBitmaps = pgTable('course_facet_bitmaps', {
  key: text().primaryKey(),
  bits: varbit().notNull(),
})

/** One row: a trigger bumps `version` on every change to courses that the facets read. */
export const courseFacetState = pgTable('course_facet_state', {
  id: smallint().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(1),
  builtVersion: bigint({ mode: 'number' }).notNull().default(0),
})
