import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import type {
  courseLessons,
  courseReviews,
  courseSections,
  courses,
  instructors,
} from '../schema/index'
import { CATEGORY_CONTENT, REQUIREMENTS, REVIEW_POOL } from './catalog-content'
import type { SeedCourse } from './catalog-courses'
import type { SeedInstructor } from './catalog-instructors'

type CourseRow = typeof courses.$inferInsert
type InstructorRow = typeof instructors.$inferInsert
type SectionRow = typeof courseSections.$inferInsert
type LessonRow = typeof courseLessons.$inferInsert
type ReviewRow = typeof courseReviews.$inferInsert

const DAY = 24 * 60 * 60 * 1000
const CATALOG_EPOCH = Date.UTC(2025, 0, 6)

const contentFor = (category: string | undefined) =>
  CATEGORY_CONTENT[category ?? ''] ?? CATEGORY_CONTENT['Web Development']!

/** `count` items of `pool` starting at `offset`, wrapping around. */
const rotate = <T>(pool: readonly T[], offset: number, count: number): T[] =>
  Array.from({ length: count }, (_, i) => pool[(offset + i) % pool.length]!)

const toCents = (dollars: number) => Math.round(dollars * 100)

/** The whole course row for a sample or generated course. */
export function courseRow(course: SeedCourse, instructorName: string): CourseRow {
  const content = contentFor(course.categories[0])
  const tabTitles = [
    course.students >= 5000 ? 'Most Popular' : null,
    course.id % 3 === 0 ? 'New' : null,
    course.featured || course.rating >= 4.8 ? 'Trending' : null,
  ].filter((t): t is string => t !== null)
  return {
    id: course.id,
    title: course.title,
    alt: `Cover of the ${course.title} course`,
    instructorId: course.instructorId,
    instractors: [instructorName, ...course.with],
    filterCategories: course.categories,
    level: course.level,
    languages: course.languages,
    durationBucket: course.durationBucket,
    features: course.features,
    priceCents: toCents(course.price),
    compareAtCents: course.compareAt === null ? null : toCents(course.compareAt),
    rating: course.rating,
    ratingCount: course.ratingCount,
    lessons: course.lessons ?? Math.max(6, Math.round(course.minutes / 15)),
    durationMinutes: course.minutes,
    students: course.students,
    tag: course.bestSeller ? 'Best Seller' : null,
    bestSeller: course.bestSeller ?? false,
    featured: course.featured ?? false,
    tabTitles: tabTitles.length ? tabTitles : ['New'],
    status: course.status ?? 'published',
    description: content.paragraphs.map((p) => p.replace('{title}', course.title)).join('\n\n'),
    skills: course.skills,
    learnPoints: rotate(content.learnPoints, course.id % content.learnPoints.length, 12),
    requirements: REQUIREMENTS[course.level],
    createdAt: course.createdOn
      ? new Date(`${course.createdOn}T09:00:00Z`)
      : new Date(CATALOG_EPOCH + (course.id % 300) * DAY),
    updatedAt: course.updatedOn
      ? new Date(`${course.updatedOn}T09:00:00Z`)
      : new Date(CATALOG_EPOCH + (330 - (course.id % 30)) * DAY),
  }
}

/**
 * Four sections of three 3-minute lessons ('3 lectures, 9 min'): a video, a reading and a quiz.
 * The first two lessons are free previews; everything after the first section is locked. The last
 * `sectionsWithoutReading` sections have no reading. Ids derive from the course id:
 * section = course*10 + n, lesson = section*10 + n (n the lesson's place among all three).
 */
export function curriculumRows(
  courseId: number,
  category: string | undefined,
  sectionsWithoutReading = 0,
) {
  const content = contentFor(category)
  const sections: SectionRow[] = []
  const lessons: LessonRow[] = []
  rotate(content.sections, courseId % 3, 4).forEach(([title, video, reading, quiz], s) => {
    const sectionId = courseId * 10 + s + 1
    sections.push({ id: sectionId, courseId, position: s, title })
    const items = [
      [video, 'video'],
      [reading, 'document'],
      [quiz, 'quiz'],
    ] as const
    const hasReading = s < 4 - sectionsWithoutReading
    const kept = items
      .map((item, n) => ({ item, n }))
      .filter(({ item }) => hasReading || item[1] !== 'document')
    kept.forEach(({ item: [lessonTitle, type], n }, l) => {
      const isPreview = s === 0 && l < 2
      lessons.push({
        id: sectionId * 10 + n + 1,
        sectionId,
        position: l,
        title: lessonTitle,
        type,
        durationMinutes: 3,
        isPreview,
        isLocked: s > 0,
      })
    })
  })
  return { sections, lessons }
}

/** Three or four reviews per course from the pool, dated in the weeks before the catalog date. */
export function reviewRows(courseId: number): ReviewRow[] {
  const count = 3 + (courseId % 2)
  return rotate(REVIEW_POOL, courseId * 5, count).map((review, r) => ({
    id: courseId * 10 + r + 1,
    courseId,
    ...review,
    createdAt: new Date(CATALOG_EPOCH + (320 - ((courseId * 7 + r * 23) % 300)) * DAY),
  }))
}

export function instructorRow(instructor: SeedInstructor): InstructorRow {
  const slug = instructor.handle
  return {
    id: instructor.id,
    name: instructor.name,
    role: 'Teacher',
    title: instructor.title,
    description: instructor.description,
    about: instructor.about,
    rating: instructor.rating,
    reviewCount: instructor.reviewCount,
    filterCategories: instructor.filterCategories,
    address: instructor.address,
    email: `${slug}@learnlane.test`,
    phone: instructor.phone,
    website: `https://${slug}.learnlane.test`,
    facebook: `https://facebook.com/${slug}`,
    twitter: `https://x.com/${slug}`,
    linkedin: `https://linkedin.com/in/${slug}`,
    instagram: instructor.id % 3 === 0 ? null : `https://instagram.com/${slug}`,
    createdAt: new Date(CATALOG_EPOCH),
    updatedAt: new Date(CATALOG_EPOCH),
  }
}

/**
 * Rebuilds the search vocabulary (every word and stem of the published search documents) used
 * for typo tolerance. Run after the catalog changes.
 */
export async function refreshSearchTerms(db: Db): Promise<void> {
  await db.execute(sql`delete from search_terms`)
  await db.execute(sql`
    insert into search_terms (term, documents)
    select word, ndoc from ts_stat($$
      select search from courses where status = 'published'
      union all select search from instructors
      union all select search from articles
    $$)
    where length(word) between 3 and 40 and word !~ '^[0-9]'`)
}
