import { z } from 'zod'
import {
  CATEGORY_OPTIONS,
  DASHBOARD_PAGE_SIZE,
  DURATION_OPTIONS,
  FEATURE_OPTIONS,
  LANGUAGE_OPTIONS,
  LEVEL_OPTIONS,
} from '../catalog/options'
import { PAID_ORDER_STATUSES } from '../orders/index'
import { hasControlCharacters } from '../shop/index'

/**
 * Course authoring: the instructor's add-course form (SPEC section 2, 'Instructor add-course';
 * section 3, 'Course being created'), its draft, and the instructor's dashboard figures.
 */

/** The four tabs of the form, in the spec's order; Basic Info opens first. */
export const COURSE_FORM_STEPS = [
  'Basic Info',
  'Media',
  'Curriculum',
  'Additional information',
] as const
export type CourseFormStep = (typeof COURSE_FORM_STEPS)[number]

export const VIDEO_SOURCES = ['YouTube', 'Vimeo', 'Youku', 'Custom URL'] as const
export const LESSON_TYPES = ['video', 'document', 'quiz'] as const
export type LessonType = (typeof LESSON_TYPES)[number]
/**
 * A course's life: pending (a draft, never sent), in_review (Publish sent it to the admins'
 * review queue), rejected (an admin asked for changes, with a reason), published (approved: in
 * the catalog, search and sitemap), unpublished (was published, taken off the catalog).
 * Only an admin's approval makes a course published.
 */
export const COURSE_STATES = [
  'pending',
  'in_review',
  'rejected',
  'published',
  'unpublished',
] as const
export type CourseState = (typeof COURSE_STATES)[number]
export const COURSE_STATE_LABELS: Record<CourseState, string> = {
  pending: 'Draft',
  in_review: 'In review',
  rejected: 'Rejected',
  published: 'Published',
  unpublished: 'Unpublished',
}
/** The states Publish may send to review from. */
export const SUBMITTABLE_STATES: readonly CourseState[] = ['pending', 'rejected', 'unpublished']

export const COURSE_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMin: 30,
  descriptionMax: 5000,
  sectionsMax: 30,
  lessonsPerSectionMax: 50,
  lessonTitleMax: 120,
  lessonTextMax: 20_000,
  lessonMinutesMax: 600,
  tagsMax: 10,
  tagMax: 30,
  /** $1,000.00 */
  priceMaxCents: 100_000,
  urlMax: 500,
  subtitleMax: 160,
  /** What you'll learn: two lists of six on the course page. */
  learnPointsMax: 12,
  requirementsMax: 10,
  audienceMax: 10,
  listItemMax: 160,
} as const

/** Which Video Duration bucket of the course grid a curriculum of this length falls in. */
export function durationBucketFor(minutes: number): (typeof DURATION_OPTIONS)[number] {
  if (minutes <= 60) return '0-1 Hour'
  if (minutes <= 180) return '1-3 Hours'
  return '3-6 Hours'
}

const noControl = (multiline: boolean) => (text: string) => !hasControlCharacters(text, multiline)

const text = (
  required: string,
  {
    min = 1,
    max,
    short,
    long,
    multiline = false,
  }: { min?: number; max: number; short?: string; long: string; multiline?: boolean },
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(min, short ?? required)
    .max(max, long)
    .refine(
      noControl(multiline),
      `${required.replace(/ is required$/, '')} contains characters that are not allowed`,
    )

/** A tag: a short word or phrase (letters, digits, spaces, + # . -). */
const TagSchema = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(COURSE_LIMITS.tagMax, `A tag is at most ${COURSE_LIMITS.tagMax} characters`)
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} +#.&/-]*$/u,
    'Tags may use letters, digits, spaces and + # . & / -',
  )

const tagList = (required: string | null) => {
  const list = z
    .array(TagSchema)
    .max(COURSE_LIMITS.tagsMax, `Use at most ${COURSE_LIMITS.tagsMax} tags`)
    .refine(
      (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
      'Each tag only once',
    )
  return required ? list.min(1, required) : list
}

export const LessonInputSchema = z.object({
  /** The lesson's id when editing a course; absent for a new lesson. */
  id: z.number().int().positive().optional(),
  title: text('Lesson title is required', {
    max: COURSE_LIMITS.lessonTitleMax,
    long: `A lesson title is at most ${COURSE_LIMITS.lessonTitleMax} characters`,
  }),
  type: z.enum(LESSON_TYPES, { error: 'Choose video, document or quiz' }),
  durationMinutes: z
    .number({ error: 'Give the lesson a length in minutes' })
    .int('Give the lesson a length in whole minutes')
    .min(1, 'A lesson lasts at least 1 minute')
    .max(
      COURSE_LIMITS.lessonMinutesMax,
      `A lesson lasts at most ${COURSE_LIMITS.lessonMinutesMax} minutes`,
    ),
  isPreview: z.boolean().default(false),
  /** Add Description: the text shown with the lesson (the article of a document lesson). */
  description: z
    .string()
    .trim()
    .max(COURSE_LIMITS.lessonTextMax, 'This description is too long')
    .refine(noControl(true), 'Description contains characters that are not allowed')
    .default(''),
})
export type LessonInput = z.infer<typeof LessonInputSchema>

export const SectionInputSchema = z.object({
  id: z.number().int().positive().optional(),
  title: text('Section title is required', {
    max: COURSE_LIMITS.lessonTitleMax,
    long: `A section title is at most ${COURSE_LIMITS.lessonTitleMax} characters`,
  }),
  lessons: z
    .array(LessonInputSchema)
    .min(1, 'Add at least one lesson to this section')
    .max(
      COURSE_LIMITS.lessonsPerSectionMax,
      `A section holds at most ${COURSE_LIMITS.lessonsPerSectionMax} lessons`,
    ),
})
export type SectionInput = z.infer<typeof SectionInputSchema>

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One line of a course page list (What you'll learn, Requirements, Who this course is for). */
const pointList = (label: string, max: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label}: remove the empty line`)
        .max(
          COURSE_LIMITS.listItemMax,
          `${label}: each line is at most ${COURSE_LIMITS.listItemMax} characters`,
        )
        .refine(noControl(false), `${label} contains characters that are not allowed`),
    )
    .max(max, `${label}: at most ${max} lines`)
    .default([])

/** An uploaded file of the instructor's (the cover or the promo video), by id. */
const fileId = z.string().regex(UUID, 'This upload is not valid: upload the file again')

/** Splits a one-per-line field into trimmed, non-empty lines. */
export function splitLines(value: string): string[] {
  return value
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean)
}

/** The fields of the add-course form (Create Course and edit). Prices are integer cents; 0 means free. */
const CourseFieldsSchema = z.object({
  // Basic Info
  title: text('Course Title is required', {
    min: COURSE_LIMITS.titleMin,
    max: COURSE_LIMITS.titleMax,
    short: 'Give the course a longer title',
    long: `A course title is at most ${COURSE_LIMITS.titleMax} characters`,
  }),
  /** The line under the title on the course page. */
  subtitle: z
    .string()
    .trim()
    .max(COURSE_LIMITS.subtitleMax, `A subtitle is at most ${COURSE_LIMITS.subtitleMax} characters`)
    .refine(noControl(false), 'Subtitle contains characters that are not allowed')
    .default(''),
  category: z.enum(CATEGORY_OPTIONS, { error: 'Choose a category' }),
  level: z.enum(LEVEL_OPTIONS, { error: 'Choose a level' }),
  description: text('Course Description is required', {
    min: COURSE_LIMITS.descriptionMin,
    max: COURSE_LIMITS.descriptionMax,
    short: `Describe the course in at least ${COURSE_LIMITS.descriptionMin} characters`,
    long: `A description is at most ${COURSE_LIMITS.descriptionMax} characters`,
    multiline: true,
  }),
  learnPoints: pointList("What you'll learn", COURSE_LIMITS.learnPointsMax),
  requirements: pointList('Requirements', COURSE_LIMITS.requirementsMax),
  audience: pointList('Who this course is for', COURSE_LIMITS.audienceMax),
  // Media: the promo video is an upload or a URL (one of them is needed), and the cover.
  videoSource: z.enum(VIDEO_SOURCES, { error: 'Choose a video source' }),
  videoUrl: z
    .string()
    .trim()
    .max(COURSE_LIMITS.urlMax, 'This video URL is too long')
    .refine((v) => v === '' || HTTP_URL.test(v), 'Enter a video URL starting with https://')
    .default(''),
  /** The uploaded promo video (it wins over the URL); null for none. */
  promoFileId: fileId.nullable().default(null),
  /** The uploaded cover; null for the generated one. */
  coverFileId: fileId.nullable().default(null),
  // Curriculum
  sections: z
    .array(SectionInputSchema)
    .min(1, 'Add at least one section to the curriculum')
    .max(COURSE_LIMITS.sectionsMax, `A course has at most ${COURSE_LIMITS.sectionsMax} sections`),
  // Additional information
  tags: tagList('Add at least one tag'),
  languages: z
    .array(z.enum(LANGUAGE_OPTIONS, { error: 'Choose a language from the list' }))
    .min(1, 'Choose at least one language')
    .refine((l) => new Set(l).size === l.length, 'Each language only once'),
  courseTags: tagList(null),
  priceCents: z
    .number({ error: 'Enter a price (0 for a free course)' })
    .int('Enter the price in whole cents')
    .min(0, 'A price cannot be negative')
    .max(COURSE_LIMITS.priceMaxCents, 'A course costs at most $1,000.00'),
  durationBucket: z.enum(DURATION_OPTIONS, { error: 'Choose a video duration' }),
  features: z
    .array(z.enum(FEATURE_OPTIONS, { error: 'Choose features from the list' }))
    .refine((f) => new Set(f).size === f.length, 'Each feature only once')
    .default([]),
})
/** The add-course form: its fields, and a promo video (uploaded or by URL). */
export const CourseInputSchema = CourseFieldsSchema.refine(
  (c) => c.promoFileId !== null || c.videoUrl !== '',
  { path: ['videoUrl'], message: 'Upload a promo video or add its URL' },
)
export type CourseInput = z.infer<typeof CourseInputSchema>
/** What the form holds before parsing (defaults not yet applied). */
export type CourseFormValues = z.input<typeof CourseInputSchema>

/** The fields each Next checks before moving on. */
export const STEP_FIELDS: Record<CourseFormStep, (keyof CourseInput)[]> = {
  'Basic Info': [
    'title',
    'subtitle',
    'category',
    'level',
    'description',
    'learnPoints',
    'requirements',
    'audience',
  ],
  Media: ['videoSource', 'videoUrl', 'promoFileId', 'coverFileId'],
  Curriculum: ['sections'],
  'Additional information': [
    'tags',
    'languages',
    'courseTags',
    'priceCents',
    'durationBucket',
    'features',
  ],
}

/**
 * The draft: the form as the instructor left it, valid or not. Only sizes and characters are
 * checked (so a half-typed form saves), never the rules of Create Course.
 */
const draftText = (max: number, multiline = false) =>
  z
    .string()
    .max(max, 'This field is too long to save')
    .refine(noControl(multiline), 'This field contains characters that are not allowed')
const DraftLessonSchema = z.object({
  id: z.number().int().positive().optional(),
  title: draftText(COURSE_LIMITS.lessonTitleMax * 2).optional(),
  type: z.enum(LESSON_TYPES).optional(),
  durationMinutes: z.number().int().min(0).max(100_000).nullable().optional(),
  isPreview: z.boolean().optional(),
  description: draftText(COURSE_LIMITS.lessonTextMax, true).optional(),
})
const DraftSectionSchema = z.object({
  id: z.number().int().positive().optional(),
  title: draftText(COURSE_LIMITS.lessonTitleMax * 2).optional(),
  lessons: z
    .array(DraftLessonSchema)
    .max(COURSE_LIMITS.lessonsPerSectionMax * 2)
    .optional(),
})
const draftLines = (max: number) =>
  z
    .array(draftText(COURSE_LIMITS.listItemMax * 2))
    // Lines as typed, blank ones too.
    .max(max * 8)
    .optional()
/** An upload kept with the draft: its id and the address that shows it. */
const DraftUploadSchema = z.object({
  id: fileId,
  url: z
    .string()
    .max(200)
    .regex(/^\/api\/files\//),
})
export const CourseDraftDataSchema = z.object({
  title: draftText(COURSE_LIMITS.titleMax * 2).optional(),
  subtitle: draftText(COURSE_LIMITS.subtitleMax * 2).optional(),
  learnPoints: draftLines(COURSE_LIMITS.learnPointsMax),
  requirements: draftLines(COURSE_LIMITS.requirementsMax),
  audience: draftLines(COURSE_LIMITS.audienceMax),
  /** The cover and promo video uploaded while filling the form (null: removed). */
  cover: DraftUploadSchema.nullable().optional(),
  promoVideo: DraftUploadSchema.nullable().optional(),
  category: draftText(80).optional(),
  level: draftText(40).optional(),
  description: draftText(COURSE_LIMITS.descriptionMax * 2, true).optional(),
  videoSource: draftText(40).optional(),
  videoUrl: draftText(COURSE_LIMITS.urlMax * 2).optional(),
  sections: z
    .array(DraftSectionSchema)
    .max(COURSE_LIMITS.sectionsMax * 2)
    .optional(),
  tags: z.array(draftText(60)).max(40).optional(),
  languages: z.array(draftText(40)).max(20).optional(),
  courseTags: z.array(draftText(60)).max(40).optional(),
  priceCents: z.number().int().min(0).max(10_000_000).nullable().optional(),
  durationBucket: draftText(40).optional(),
  features: z.array(draftText(40)).max(10).optional(),
  /** The tab the instructor was on. */
  step: z.enum(COURSE_FORM_STEPS).optional(),
})
export type CourseDraftData = z.infer<typeof CourseDraftDataSchema>

export const CourseDraftInputSchema = z.object({
  /** null for a new course, else the course being edited. */
  courseId: z.number().int().positive().nullable(),
  data: CourseDraftDataSchema,
})
export type CourseDraftInput = z.infer<typeof CourseDraftInputSchema>

export const CourseDraftSchema = CourseDraftInputSchema.extend({ updatedAt: z.string() })
export type CourseDraft = z.infer<typeof CourseDraftSchema>
export const CourseDraftResponseSchema = z.object({ draft: CourseDraftSchema.nullable() })
export type CourseDraftResponse = z.infer<typeof CourseDraftResponseSchema>
export const CourseDraftQuerySchema = z.object({
  /** The course being edited; absent for the new-course draft. */
  course: z.coerce.number().int().positive().optional(),
})

export const CourseIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Course id must be a whole number' })
    .int('Course id must be a whole number')
    .positive('Course id must be a whole number'),
})

const pageParam = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Number(v)),
  z.number().int().min(1).max(100_000).catch(1).default(1),
)

/** One of the instructor's courses, as My Courses lists it. */
export const InstructorCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  level: z.string(),
  priceCents: z.number().int(),
  state: z.enum(COURSE_STATES),
  lessons: z.number().int(),
  durationMinutes: z.number().int(),
  /** Students enrolled now. */
  students: z.number().int(),
  /** Paid order lines. */
  sales: z.number().int(),
  amountCents: z.number().int(),
  rating: z.number(),
  /** URL of the uploaded cover, or null for the generated one. */
  coverUrl: z.string().nullable(),
  /** Why the admins rejected it (state rejected only), for the mentor to act on. */
  rejectionReason: z.string().nullable(),
  updatedAt: z.string(),
})
export type InstructorCourse = z.infer<typeof InstructorCourseSchema>

export const InstructorCoursesQuerySchema = z.object({
  state: z.enum(COURSE_STATES).optional().catch(undefined),
  page: pageParam,
})
export type InstructorCoursesQuery = z.infer<typeof InstructorCoursesQuerySchema>

export const InstructorCourseListSchema = z.object({
  items: z.array(InstructorCourseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** How many courses are in each state (all: every course). */
  counts: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    in_review: z.number().int(),
    rejected: z.number().int(),
    published: z.number().int(),
    unpublished: z.number().int(),
  }),
})
export type InstructorCourseList = z.infer<typeof InstructorCourseListSchema>

/** Lesson video uploads: WebM or MP4 (recognised from the file's own bytes) up to 200 MB. */
export const LESSON_VIDEO_CONTENT_TYPES = ['video/webm', 'video/mp4'] as const
export const LESSON_VIDEO_MAX_BYTES = 200 * 1024 * 1024

export const LessonVideoParamsSchema = z.object({
  courseId: z.coerce.number().int().positive(),
  lessonId: z.coerce.number().int().positive(),
})
export type LessonVideoParams = z.infer<typeof LessonVideoParamsSchema>

/** Where a lesson's video comes from: an upload, the committed sample video, or none. */
export const LessonVideoSchema = z.object({
  lessonId: z.number().int(),
  source: z.enum(['upload', 'sample', 'none']),
  /**
   * What the player plays: an upload's short-lived address signed for the one editing
   * (`/api/files/<id>?exp=…&v=…&sig=…`), `/api/media/<name>`, or null.
   */
  url: z.string().nullable(),
})
export type LessonVideo = z.infer<typeof LessonVideoSchema>

/** One course on the edit form: what was entered, plus its state and cover. */
export const CourseEditorSchema = CourseFieldsSchema.extend({
  id: z.number().int(),
  state: z.enum(COURSE_STATES),
  coverUrl: z.string().nullable(),
  /** Why the admins rejected it (state rejected only). */
  rejectionReason: z.string().nullable(),
  /** Where the uploaded promo video plays (public, like the cover), or null. */
  promoVideoUrl: z.string().nullable(),
  /** The video of each video lesson: uploaded, the committed sample, or none yet. */
  lessonVideos: z.array(LessonVideoSchema),
})
export type CourseEditor = z.infer<typeof CourseEditorSchema>

/** What Create Course, edit, publish (sent to review), unpublish, approve and reject answer. */
export const CourseMutationResultSchema = z.object({
  id: z.number().int(),
  state: z.enum(COURSE_STATES),
  title: z.string(),
})
export type CourseMutationResult = z.infer<typeof CourseMutationResultSchema>

export const CourseRemovalResultSchema = z.object({
  id: z.number().int(),
  /** deleted, or unpublished when students are enrolled (nothing a student bought is lost). */
  outcome: z.enum(['deleted', 'unpublished']),
  message: z.string(),
})
export type CourseRemovalResult = z.infer<typeof CourseRemovalResultSchema>

export const CoverUploadResultSchema = z.object({ id: z.number().int(), coverUrl: z.string() })
export type CoverUploadResult = z.infer<typeof CoverUploadResultSchema>

/** An upload made while filling the form, before the course exists: used by Create Course. */
export const FormUploadResultSchema = z.object({ fileId: z.string(), url: z.string() })
export type FormUploadResult = z.infer<typeof FormUploadResultSchema>

/** Cover uploads: accepted types and size. */
export const COVER_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const COVER_MAX_BYTES = 5 * 1024 * 1024
/** One 16:10 WebP serves the cards (responsive, lazy) and the course page. */
export const COVER_SIZE = { width: 1280, height: 800 } as const

/** The six counters of the instructor dashboard. */
export const InstructorCountersSchema = z.object({
  totalCourses: z.number().int(),
  publishedCourses: z.number().int(),
  pendingCourses: z.number().int(),
  totalStudents: z.number().int(),
  studentsCompleted: z.number().int(),
  studentsInProgress: z.number().int(),
})
export type InstructorCounters = z.infer<typeof InstructorCountersSchema>

export const BestSellingRowSchema = z.object({
  courseId: z.number().int(),
  title: z.string(),
  state: z.enum(COURSE_STATES),
  sales: z.number().int(),
  amountCents: z.number().int(),
})
export type BestSellingRow = z.infer<typeof BestSellingRowSchema>

export const InstructorStatsQuerySchema = z.object({ page: pageParam })
export const InstructorStatsSchema = z.object({
  counters: InstructorCountersSchema,
  bestSelling: z.object({
    items: z.array(BestSellingRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  }),
})
export type InstructorStats = z.infer<typeof InstructorStatsSchema>

export const SaleSchema = z.object({
  /** "LL-100001", as on the buyer's receipt. */
  orderNumber: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  date: z.string(),
  /** What the buyer paid for the course: its price less its share of the order's coupon. */
  priceCents: z.number().int(),
  status: z.enum(PAID_ORDER_STATUSES),
})
export type Sale = z.infer<typeof SaleSchema>
export const SalesQuerySchema = z.object({ page: pageParam })
export const SaleListSchema = z.object({
  items: z.array(SaleSchema),
  total: z.number().int(),
  totalCents: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
})
export type SaleList = z.infer<typeof SaleListSchema>

export const INSTRUCTOR_PAGE_SIZE = DASHBOARD_PAGE_SIZE
export const SALES_PAGE_SIZE = 10

/** Total minutes and lessons of a curriculum. */
export function curriculumTotals(
  sections: readonly { lessons: readonly { durationMinutes?: number | null }[] }[],
) {
  let lessons = 0
  let minutes = 0
  for (const section of sections) {
    for (const lesson of section.lessons) {
      lessons += 1
      minutes += lesson.durationMinutes ?? 0
    }
  }
  return { lessons, minutes }
}

/** Splits a comma-separated field into trimmed, non-empty tags. */
export function splitTags(value: string): string[] {
  return value
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
}

/** One course waiting in the admins' review queue (oldest submission first). */
export const CourseReviewItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  level: z.string(),
  priceCents: z.number().int(),
  lessons: z.number().int(),
  durationMinutes: z.number().int(),
  description: z.string(),
  instructorName: z.string(),
  coverUrl: z.string().nullable(),
  /** When Publish sent it (ISO 8601). */
  submittedAt: z.string(),
})
export type CourseReviewItem = z.infer<typeof CourseReviewItemSchema>

export const CourseReviewQueueQuerySchema = z.object({ page: pageParam })
export type CourseReviewQueueQuery = z.infer<typeof CourseReviewQueueQuerySchema>

export const CourseReviewQueueSchema = z.object({
  items: z.array(CourseReviewItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
})
export type CourseReviewQueue = z.infer<typeof CourseReviewQueueSchema>

export const REJECTION_REASON_LIMITS = { min: 10, max: 1000 } as const

/** Reject: the reason the mentor reads and acts on. */
export const CourseRejectInputSchema = z.object({
  reason: z
    .string({ error: 'Tell the mentor what to change' })
    .trim()
    .min(REJECTION_REASON_LIMITS.min, 'Tell the mentor what to change (at least 10 characters)')
    .max(REJECTION_REASON_LIMITS.max, 'Keep the reason under 1,000 characters')
    .refine(noControl(true), 'The reason contains characters that are not allowed'),
})
export type CourseRejectInput = z.infer<typeof CourseRejectInputSchema>
