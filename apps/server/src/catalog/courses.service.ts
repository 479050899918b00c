import {
  CatalogIdSchema,
  pageCount,
  type CourseDetail,
  type CourseFilters,
  type CourseListResponse,
  type CourseSummary,
  type Instructor,
  type Review,
} from '@app/domain/catalog'
import { fileUrl } from '@app/domain/files'
import { NotFoundError } from '../lib/errors'
import type {
  CourseContentRow,
  CoursesRepository,
  LessonRow,
  ReviewRow,
} from './courses.repository'

/** 'today', '3 days ago', '2 weeks ago', '1 month ago', '2 years ago'. */
export function ageText(date: Date | string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / 86_400_000))
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`
  if (days === 0) return 'today'
  if (days < 7) return unit(days, 'day')
  if (days < 30) return unit(Math.floor(days / 7), 'week')
  if (days < 365) return unit(Math.floor(days / 30), 'month')
  return unit(Math.floor(days / 365), 'year')
}

export const toReview = (row: ReviewRow, now?: Date): Review => ({
  id: row.id,
  name: row.name,
  rating: row.rating,
  ageText: ageText(row.createdAt, now),
  title: row.title,
  body: row.body,
  avatarUrl: row.avatarUrl,
  reply:
    row.replyBody === null || row.replyAt === null
      ? null
      : {
          authorName: row.replyAuthor ?? '',
          body: row.replyBody,
          createdAt: new Date(row.replyAt).toISOString(),
          ageText: ageText(row.replyAt, now),
        },
})

/** The promo video: the upload plays in the page, a URL opens in the video pop-up. */
function promoVideoOf(content: CourseContentRow): CourseDetail['promoVideo'] {
  if (content.promoFileId) return { kind: 'file', url: fileUrl(content.promoFileId) }
  if (content.videoUrl) {
    return { kind: 'external', url: content.videoUrl, source: content.videoSource ?? 'Custom URL' }
  }
  return null
}

function toCurriculum(rows: LessonRow[]): CourseDetail['curriculum'] {
  const sections: CourseDetail['curriculum'] = []
  for (const row of rows) {
    let section = sections.at(-1)
    if (section?.id !== row.sectionId) {
      section = { id: row.sectionId, title: row.sectionTitle, lessons: [] }
      sections.push(section)
    }
    if (row.id === null) continue
    section.lessons.push({
      id: row.id,
      title: row.title ?? '',
      type: row.type ?? 'video',
      durationMinutes: row.durationMinutes ?? 0,
      isPreview: row.isPreview ?? false,
      isLocked: row.isLocked ?? false,
    })
  }
  return sections
}

/** An id from the path, or null when it cannot be a catalog id (so the caller answers 404). */
export const parseCatalogId = (raw: string): number | null => {
  const parsed = CatalogIdSchema.safeParse(raw)
  return parsed.success && /^\d+$/.test(raw.trim()) ? parsed.data : null
}

export interface CoursesDeps {
  /** The main instructor of a course (from the instructors feature). */
  findInstructor: (id: number) => Promise<Instructor | null>
}

export function createCoursesService(repo: CoursesRepository, deps: CoursesDeps) {
  return {
    async list(filters: CourseFilters): Promise<CourseListResponse> {
      const { items, total, facets } = await repo.list(filters)
      return {
        items,
        total,
        page: filters.page,
        pageSize: filters.pageSize,
        pageCount: pageCount(total, filters.pageSize),
        facets,
      }
    },

    async getDetail(rawId: string): Promise<CourseDetail> {
      const id = parseCatalogId(rawId)
      const missing = new NotFoundError(`Course ${rawId} was not found`)
      if (id === null) throw missing
      const [summary, content, lessons, reviews] = await Promise.all([
        repo.findSummary(id),
        repo.findContent(id),
        repo.curriculum(id),
        repo.reviews(id, 10),
      ])
      if (!summary || !content) throw missing
      const instructor = await deps.findInstructor(summary.instructorId)
      if (!instructor) throw missing
      return {
        ...summary,
        description: content.description,
        skills: content.skills,
        subtitle: content.subtitle,
        audience: content.audience,
        promoVideo: promoVideoOf(content),
        learnPoints: content.learnPoints,
        requirements: content.requirements,
        updatedAt: new Date(content.updatedAt).toISOString(),
        curriculum: toCurriculum(lessons),
        instructor,
        reviews: reviews.map((r) => toReview(r)),
      }
    },

    /** Summaries by id, drafts included (a student's enrolments); unknown ids are left out. */
    summariesByIds: (ids: readonly number[]): Promise<CourseSummary[]> => repo.findSummaries(ids),

    listByInstructor: (instructorId: number, limit: number): Promise<CourseSummary[]> =>
      repo.listByInstructor(instructorId, limit),

    async reviewsByInstructor(instructorId: number, limit: number): Promise<Review[]> {
      return (await repo.reviewsByInstructor(instructorId, limit)).map((r) => toReview(r))
    },
  }
}
export type CoursesService = ReturnType<typeof createCoursesService>
