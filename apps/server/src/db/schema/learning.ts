import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { courseLessons, courseReviews, courses } from './catalog'
import { users } from './users'

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })
const createdAt = timestamp({ withTimezone: true }).notNull().defaultNow()

/**
 * Ids for sections, lessons and reviews made after the seed (an instructor's curriculum, a
 * student's review). Seeded rows derive their ids from the course id and stay far below these.
 */
export const courseContentIdSeq = pgSequence('course_content_id_seq', { startWith: 1_000_000_000 })

/**
 * Uploaded files (avatars, course covers, lesson videos and captions). With PostgreSQL the bytes
 * live in `data`, so every instance sees them; on the embedded database they live under DATA_DIR
 * (`storage = 'disk'`, `data` null). One storage module reads and writes both.
 */
export const files = pgTable(
  'files',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: ['avatar', 'cover', 'video', 'captions', 'promo'] }).notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer(),
    height: integer(),
    storage: text({ enum: ['db', 'disk'] }).notNull(),
    data: bytea(),
    createdAt,
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.kind)],
)

/** The profile behind an account: what Settings edits. One row per account, made on first save. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    /** Stored lower-cased; unique when set. */
    username: text(),
    phone: text().notNull().default(''),
    occupation: text().notNull().default(''),
    bio: text().notNull().default(''),
    avatarFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    social: jsonb().$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_key')
      .on(t.username)
      .where(sql`${t.username} is not null`),
  ],
)

/**
 * Per-account security state. `tokenVersion` is carried in login tokens and bumped on a password
 * change, a role change or "log out everywhere": tokens carrying an older version stop working.
 */
export const accountSecurity = pgTable('account_security', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenVersion: integer().notNull().default(0),
  passwordChangedAt: timestamp({ withTimezone: true }),
})

/** A mentor account teaches as one instructor of the catalog. */
export const instructorAccounts = pgTable(
  'instructor_accounts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    instructorId: integer().notNull(),
  },
  (t) => [uniqueIndex('instructor_accounts_instructor_key').on(t.instructorId)],
)

/** What an instructor adds to a course beyond the catalog columns: media, tags and authoring state. */
export const courseAuthoring = pgTable('course_authoring', {
  courseId: integer()
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  coverFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
  /** The uploaded promo video (public, like the cover); it wins over videoUrl. */
  promoFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
  /**
   * The line under the title on the course page, as the form set it; null (a catalog course not
   * edited on the form) shows its skills line.
   */
  subtitle: text(),
  /** Who this course is for. */
  audience: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  videoSource: text(),
  videoUrl: text(),
  tags: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  courseTags: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * pending (a draft, never sent), in_review (Publish sent it to the admins' queue), rejected
   * (with rejectionReason), published (approved: courses.status is 'published' then only),
   * unpublished (was published).
   */
  state: text({ enum: ['pending', 'in_review', 'rejected', 'published', 'unpublished'] }).notNull(),
  /** Created, then each time Publish sends it to review (the queue's order). */
  submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp({ withTimezone: true }),
  /** The admin's reason when rejected, cleared when sent to review again. */
  rejectionReason: text(),
  /** When an admin last approved or rejected it, and who. */
  reviewedAt: timestamp({ withTimezone: true }),
  reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
})

/** The add-course form as the instructor left it: a reload loses nothing. */
export const courseDrafts = pgTable('course_drafts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** null for a new course, else the course being edited. */
  courseId: integer(),
  data: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** What a lesson holds beyond its catalog row: a video file with captions, text, or a quiz. */
export const lessonContent = pgTable('lesson_content', {
  lessonId: integer()
    .primaryKey()
    .references(() => courseLessons.id, { onDelete: 'cascade' }),
  videoFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
  /** A committed sample video under the server's media folder, when no upload. */
  videoPath: text(),
  captionsPath: text(),
  documentText: text(),
  quizId: integer(),
})

/** A student's progress in one lesson. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer()
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp({ withTimezone: true }),
    positionSeconds: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_course_idx').on(t.userId, t.courseId),
  ],
)

/** Where a student is in a course: the lesson to resume, and when it was completed. */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lastLessonId: integer(),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
)

/**
 * A certificate of completion. Its id is the public verification code; the row keeps every
 * detail as issued, so the verification page can show them and an edited printout is caught.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    learnerName: text().notNull(),
    courseTitle: text().notNull(),
    instructorName: text().notNull(),
    hours: real().notNull(),
    issuedAt: createdAt,
    /** When the course was refunded: the certificate no longer stands, and its page says so. */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId)],
)

/** Quizzes attached to a course by its instructor. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    timeLimitMinutes: integer().notNull(),
    maxAttempts: integer().notNull(),
    passPercent: integer().notNull().default(60),
    createdAt,
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_course_idx').on(t.courseId),
    check('quizzes_time_limit_positive', sql`${t.timeLimitMinutes} > 0`),
    check('quizzes_attempts_positive', sql`${t.maxAttempts} > 0`),
  ],
)

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    quizId: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    prompt: text().notNull(),
    kind: text({ enum: ['single', 'multiple'] }).notNull(),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.position)],
)

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer()
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    text: text().notNull(),
    isCorrect: boolean().notNull(),
  },
  (t) => [index('quiz_options_question_idx').on(t.questionId, t.position)],
)

/**
 * One try at a quiz. The server keeps the start and the deadline: a reload or a second tab
 * resumes the open attempt; answers after the deadline are not counted.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    quizId: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: createdAt,
    deadlineAt: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    /** 0-100 once submitted. */
    score: smallint(),
    correctCount: smallint(),
    /** Question id -> chosen option ids, as saved so far. */
    answers: jsonb().$type<Record<string, number[]>>().notNull().default({}),
  },
  (t) => [
    index('quiz_attempts_quiz_user_idx').on(t.quizId, t.userId, t.startedAt),
    // At most one open attempt per student and quiz.
    uniqueIndex('quiz_attempts_one_open_key')
      .on(t.quizId, t.userId)
      .where(sql`${t.submittedAt} is null`),
  ],
)

/** A student's review of a course they are enrolled in, and the instructor's reply. */
export const courseReviewAuthors = pgTable(
  'course_review_authors',
  {
    reviewId: integer()
      .primaryKey()
      .references(() => courseReviews.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_review_authors_course_user_key').on(t.courseId, t.userId)],
)

export const courseReviewReplies = pgTable('course_review_replies', {
  reviewId: integer()
    .primaryKey()
    .references(() => courseReviews.id, { onDelete: 'cascade' }),
  authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
  authorName: text().notNull(),
  body: text().notNull(),
  createdAt,
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
