import {
  CATEGORY_OPTIONS,
  DURATION_OPTIONS,
  FEATURE_OPTIONS,
  INSTRUCTOR_FILTER_OPTIONS,
  LANGUAGE_OPTIONS,
  LEVEL_OPTIONS,
} from '@app/domain/catalog'
import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import type { SeedCourse } from './catalog-courses'
import type { SeedInstructor } from './catalog-instructors'
import { courseRow, curriculumRows, instructorRow, reviewRows } from './catalog-rows'

/** A small, fast, seedable pseudo-random generator (mulberry32): same seed, same catalog. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const chance = (p: number) => next() < p
  /** `count` distinct items in their list order. */
  const some = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>()
    while (chosen.size < Math.min(count, items.length))
      chosen.add(Math.floor(next() * items.length))
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]!)
  }
  return { next, int, pick, chance, some }
}
export type Random = ReturnType<typeof createRandom>

// prettier-ignore
const FIRST_NAMES = [
  'Alex', 'Bianca', 'Carlos', 'Dana', 'Eitan', 'Farah', 'Gabriel', 'Helena', 'Ivan', 'Jasmine',
  'Kofi', 'Leila', 'Mateo', 'Nadia', 'Oscar', 'Paula', 'Quentin', 'Rosa', 'Samir', 'Tara',
  'Umar', 'Vera', 'Wei', 'Ximena', 'Yusuf', 'Zoe', 'Anika', 'Bruno', 'Camille', 'Dmitri',
]
// prettier-ignore
const LAST_NAMES = [
  'Andersen', 'Baptiste', 'Costa', 'Duarte', 'Eriksen', 'Fontaine', 'Gallagher', 'Hoffmann',
  'Ibrahim', 'Jensen', 'Kowalski', 'Larsen', 'Moreno', 'Nakamura', 'Oliveira', 'Park', 'Quinn',
  'Rahman', 'Santos', 'Tanaka', 'Ueda', 'Varga', 'Weber', 'Yilmaz', 'Zhang', 'Novak', 'Silva',
]
const TITLES = [
  'Developer and Teacher',
  'Engineer and Teacher',
  'Consultant and Teacher',
  'Analyst and Teacher',
]

// prettier-ignore
const TOPICS: Record<string, string[]> = {
  'Web Development': ['JavaScript', 'React', 'Vue', 'Svelte', 'CSS', 'HTML', 'Node.js', 'Next.js', 'Web APIs', 'Tailwind CSS', 'Web Performance', 'Django', 'Rails', 'PHP', 'GraphQL'],
  'Software Testing': ['Playwright', 'Cypress', 'Unit Testing', 'API Testing', 'Test Automation', 'Load Testing', 'Selenium', 'Contract Testing', 'Exploratory Testing'],
  'Mobile Development': ['Flutter', 'SwiftUI', 'Kotlin', 'React Native', 'Android', 'iOS', 'Jetpack Compose', 'Mobile UX', 'App Store Publishing'],
  'Software Engineering': ['Clean Code', 'Design Patterns', 'Refactoring', 'Microservices', 'Go', 'Rust', 'Java', 'C#', 'TypeScript', 'Git', 'Docker', 'Kubernetes', 'System Design'],
  'Game Development': ['Unity', 'Godot', 'Unreal Engine', 'Game Design', 'Pixel Art', 'Shaders', 'Level Design', 'Game AI', 'Multiplayer Games'],
  'Data Science': ['Python', 'pandas', 'SQL', 'Statistics', 'Machine Learning', 'Deep Learning', 'Data Visualisation', 'R', 'Power BI', 'Time Series', 'NLP', 'Spark'],
  Cybersecurity: ['Ethical Hacking', 'Network Security', 'Cloud Security', 'Penetration Testing', 'Security Operations', 'Cryptography', 'Incident Response', 'Web Security', 'Threat Modelling'],
}
const PATTERNS = [
  '{topic} for Beginners',
  'Practical {topic}',
  '{topic} in Practice',
  'Mastering {topic}',
  '{topic}: From Zero to Confident',
  '{topic} Crash Course',
  'Advanced {topic} Techniques',
  '{topic} Projects Bootcamp',
  'The Complete {topic} Guide',
  'Hands-On {topic}',
  '{topic} Fundamentals',
  '{topic} for Professionals',
]
const SKILLS = [
  'Step-by-step lessons, quizzes and a finished project',
  'Real examples, exercises and downloadable notes',
  'Short videos with hands-on tasks after each one',
  'Core ideas first, then the techniques professionals use',
]

/** Mentors with plausible names, categories and contact details; ids from `startId`. */
export function generateInstructors(
  random: Random,
  startId: number,
  count: number,
): SeedInstructor[] {
  return Array.from({ length: count }, (_, i) => {
    const id = startId + i
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
    const categories = random.some(CATEGORY_OPTIONS, random.int(1, 3))
    return {
      id,
      name,
      title: random.pick(TITLES),
      description: `Teaches ${categories.join(', ').toLowerCase()} with practical, project-based courses.`,
      about: `${name} has worked in ${categories[0]!.toLowerCase()} for ${random.int(5, 20)} years and teaches with real projects, short lessons and plenty of practice.`,
      rating: Math.round((3.8 + random.next() * 1.2) * 10) / 10,
      reviewCount: random.int(10, 3000),
      filterCategories: categories,
      address: `${random.int(1, 200)} Market Street, Learnlane City`,
      phone: `+1 555 ${String(random.int(1000, 9999))} ${String(random.int(100, 999))}`,
      handle: `mentor${id}`,
    }
  })
}

const bucketMinutes = {
  '0-1 Hour': [25, 60],
  '1-3 Hours': [61, 180],
  '3-6 Hours': [181, 360],
} as const

/**
 * Courses spread over every filter option: one or two categories, mostly English plus other
 * languages, roughly one in ten free, ratings from 1 to 5 leaning high. Now and then one of the
 * four filter instructors co-teaches, so the Instructors filter finds generated courses too.
 */
export function generateCourses(
  random: Random,
  options: { startId: number; count: number; instructors: readonly { id: number; name: string }[] },
): SeedCourse[] {
  return Array.from({ length: options.count }, (_, i) => {
    const id = options.startId + i
    const categories = random.some(CATEGORY_OPTIONS, random.chance(0.7) ? 1 : 2)
    const topic = random.pick(TOPICS[categories[0]!]!)
    const instructor = random.pick(options.instructors)
    const others = LANGUAGE_OPTIONS.filter((l) => l !== 'English')
    const languages = random.chance(0.8)
      ? ['English', ...random.some(others, random.int(0, 2))]
      : random.some(others, random.int(1, 2))
    const durationBucket = random.pick(DURATION_OPTIONS)
    const [low, high] = bucketMinutes[durationBucket]
    const isFree = random.chance(0.1)
    const price = isFree ? 0 : random.int(19, 199) + (random.chance(0.5) ? 0.99 : 0)
    const rating =
      Math.round((random.chance(0.9) ? 3.5 + random.next() * 1.5 : 1 + random.next() * 2.5) * 10) /
      10
    const co = random.chance(0.2) ? [random.pick(INSTRUCTOR_FILTER_OPTIONS)] : []
    return {
      id,
      title: random.pick(PATTERNS).replace('{topic}', topic),
      instructorId: instructor.id,
      with: co.filter((name) => name !== instructor.name),
      categories,
      level: random.pick(LEVEL_OPTIONS),
      languages,
      durationBucket,
      features: FEATURE_OPTIONS.filter(() => random.chance(0.55)),
      price,
      compareAt: !isFree && random.chance(0.4) ? Math.round(price * 1.4) : null,
      rating,
      ratingCount: random.int(5, 6000),
      minutes: random.int(low, high),
      students: random.int(20, 40000),
      bestSeller: random.chance(0.08),
      featured: random.chance(0.05),
      skills: random.pick(SKILLS),
    } satisfies SeedCourse
  })
}

/** Columns of a course row in the JSON batch, with their SQL types. */
// prettier-ignore
const COURSE_COLUMNS = {
  id: 'integer', title: 'text', alt: 'text', instructor_id: 'integer', instractors: 'text[]',
  filter_categories: 'text[]', level: 'text', languages: 'text[]', duration_bucket: 'text',
  features: 'text[]', price_cents: 'integer', compare_at_cents: 'integer', rating: 'real',
  rating_count: 'integer', lessons: 'integer', duration_minutes: 'integer', students: 'integer',
  tag: 'text', best_seller: 'boolean', featured: 'boolean', tab_titles: 'text[]', status: 'text',
  description: 'text', skills: 'text', learn_points: 'text[]', requirements: 'text[]',
  created_at: 'timestamptz', updated_at: 'timestamptz',
} as const

// prettier-ignore
const INSTRUCTOR_COLUMNS = {
  id: 'integer', name: 'text', role: 'text', title: 'text', description: 'text', about: 'text',
  rating: 'real', review_count: 'integer', filter_categories: 'text[]', address: 'text',
  email: 'text', phone: 'text', website: 'text', facebook: 'text', twitter: 'text',
  linkedin: 'text', instagram: 'text', created_at: 'timestamptz', updated_at: 'timestamptz',
}
const SECTION_COLUMNS = { id: 'integer', course_id: 'integer', position: 'smallint', title: 'text' }
// prettier-ignore
const LESSON_COLUMNS = {
  id: 'integer', section_id: 'integer', position: 'smallint', title: 'text', type: 'text',
  duration_minutes: 'integer', is_preview: 'boolean', is_locked: 'boolean',
}
// prettier-ignore
const REVIEW_COLUMNS = {
  id: 'integer', course_id: 'integer', name: 'text', rating: 'smallint', title: 'text',
  body: 'text', created_at: 'timestamptz',
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const toSnakeRecord = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [snake(k), v]))

/**
 * Inserts many rows with one statement per batch: the rows travel as a single JSON parameter
 * and `jsonb_to_recordset` turns them back into columns, on PGlite and PostgreSQL alike.
 */
async function insertJson(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (!rows.length) return
  const names = Object.keys(columns)
  const definition = names.map((n) => `${n} ${columns[n]}`).join(', ')
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.raw(names.join(', '))})
        select ${sql.raw(names.join(', '))}
        from jsonb_to_recordset(${JSON.stringify(rows.map(toSnakeRecord))}::jsonb)
          as x(${sql.raw(definition)})
        on conflict do nothing`,
  )
}

/**
 * Writes mentors and courses (and, when asked, each course's curriculum and reviews) in batches.
 * Used by seed-large, the catalog benchmark and the SQL-versus-domain agreement test.
 */
export async function insertGenerated(
  db: Db,
  data: { instructors: SeedInstructor[]; courses: SeedCourse[] },
  options: { batchSize?: number; withContent?: boolean; onBatch?: (done: number) => void } = {},
): Promise<void> {
  const batchSize = options.batchSize ?? 2000
  const names = new Map(data.instructors.map((i) => [i.id, i.name]))
  for (let i = 0; i < data.instructors.length; i += batchSize) {
    const batch = data.instructors.slice(i, i + batchSize).map(instructorRow)
    await insertJson(db, 'instructors', INSTRUCTOR_COLUMNS, batch)
  }
  for (let i = 0; i < data.courses.length; i += batchSize) {
    const slice = data.courses.slice(i, i + batchSize)
    const rows = slice.map((c) =>
      courseRow(c, names.get(c.instructorId) ?? `Mentor ${c.instructorId}`),
    )
    await insertJson(db, 'courses', COURSE_COLUMNS, rows)
    if (options.withContent) {
      const curricula = slice.map((c) => curriculumRows(c.id, c.categories[0]))
      await insertJson(
        db,
        'course_sections',
        SECTION_COLUMNS,
        curricula.flatMap((c) => c.sections),
      )
      await insertJson(
        db,
        'course_lessons',
        LESSON_COLUMNS,
        curricula.flatMap((c) => c.lessons),
      )
      await insertJson(
        db,
        'course_reviews',
        REVIEW_COLUMNS,
        slice.flatMap((c) => reviewRows(c.id)),
      )
    }
    options.onBatch?.(i + slice.length)
  }
}
