import type { Db } from '../client'
import {
  articles,
  categories,
  categorySubItems,
  categoryTiles,
  counters,
  courseLessons,
  courseReviews,
  courseSections,
  courses,
  instructors,
  testimonials,
} from '../schema/index'
import { SEED_COURSES } from './catalog-courses'
import {
  SEED_ARTICLES,
  SEED_CATEGORIES,
  SEED_COUNTERS,
  SEED_TESTIMONIALS,
  SEED_TILES,
} from './catalog-extras'
import { SEED_INSTRUCTORS } from './catalog-instructors'
import {
  courseRow,
  curriculumRows,
  instructorRow,
  refreshSearchTerms,
  reviewRows,
} from './catalog-rows'

/**
 * The sample catalog: courses with curriculum and reviews, mentors, categories, home tiles,
 * articles, testimonials and counters, all with fixed ids. Rows that exist are left alone; the
 * search vocabulary is rebuilt only when something was added.
 */
export async function seedCatalog(db: Db): Promise<void> {
  const instructorNames = new Map(SEED_INSTRUCTORS.map((i) => [i.id, i.name]))
  const added: number[] = []
  const count = (rows: unknown[]) => added.push(rows.length)

  count(
    await db
      .insert(instructors)
      .values(SEED_INSTRUCTORS.map(instructorRow))
      .onConflictDoNothing()
      .returning({ id: instructors.id }),
  )
  count(
    await db
      .insert(courses)
      .values(SEED_COURSES.map((c) => courseRow(c, instructorNames.get(c.instructorId) ?? '')))
      .onConflictDoNothing()
      .returning({ id: courses.id }),
  )
  const curricula = SEED_COURSES.map((c) =>
    curriculumRows(c.id, c.categories[0], c.sectionsWithoutReading),
  )
  await db
    .insert(courseSections)
    .values(curricula.flatMap((c) => c.sections))
    .onConflictDoNothing()
  await db
    .insert(courseLessons)
    .values(curricula.flatMap((c) => c.lessons))
    .onConflictDoNothing()
  await db
    .insert(courseReviews)
    .values(SEED_COURSES.filter((c) => c.status !== 'draft').flatMap((c) => reviewRows(c.id)))
    .onConflictDoNothing()

  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map(({ subItems: _subItems, ...category }) => category))
    .onConflictDoNothing()
  await db
    .insert(categorySubItems)
    .values(SEED_CATEGORIES.flatMap((c) => c.subItems.map((s) => ({ ...s, categoryId: c.id }))))
    .onConflictDoNothing()
  await db
    .insert(categoryTiles)
    .values(SEED_TILES.map((tile, i) => ({ id: i + 1, position: i, ...tile })))
    .onConflictDoNothing()
  await db
    .insert(testimonials)
    .values(SEED_TESTIMONIALS.map((t, i) => ({ ...t, position: i })))
    .onConflictDoNothing()
  count(
    await db
      .insert(articles)
      .values(
        SEED_ARTICLES.map(({ body, ...article }) => ({
          ...article,
          alt: `Illustration for the article ${article.title}`,
          body: body.join('\n\n'),
          createdAt: new Date(`${article.publishedOn}T09:00:00Z`),
          updatedAt: new Date(`${article.publishedOn}T09:00:00Z`),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: articles.id }),
  )
  await db
    .insert(counters)
    .values(
      SEED_COUNTERS.map((counter, i) => ({
        id: i + 1,
        position: SEED_COUNTERS.filter((c, j) => j < i && c.set === counter.set).length,
        ...counter,
      })),
    )
    .onConflictDoNothing()

  if (added.some((n) => n > 0)) await refreshSearchTerms(db)
}
