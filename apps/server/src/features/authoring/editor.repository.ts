import type { CourseInput, CourseState, LessonVideo } from '@app/domain/authoring'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw-sql'
import { coverUrl, reasonOf, stateOf } from './authoring-sql'

/** Where the editor plays an uploaded lesson video: a signed address for the one editing. */
export type LessonFileUrl = (fileId: string) => string

/** A lesson's video as the editor shows it: the upload wins over the committed sample. */
export function lessonVideoOf(
  lessonId: number,
  videoFileId: string | null,
  videoPath: string | null,
  fileUrl: LessonFileUrl,
): LessonVideo {
  if (videoFileId) return { lessonId, source: 'upload', url: fileUrl(videoFileId) }
  if (videoPath) {
    return { lessonId, source: 'sample', url: `/api/media/${encodeURIComponent(videoPath)}` }
  }
  return { lessonId, source: 'none', url: null }
}

/** The course as the edit form shows it: its fields, curriculum, uploads and lesson videos. */
export function createEditorRepository(db: Db) {
  return {
    /** The course as the edit form shows it. */
    async editor(courseId: number, fileUrl: LessonFileUrl) {
      const [row] = await queryRows<{
        id: number
        title: string
        category: string
        level: CourseInput['level']
        description: string
        videoSource: string | null
        videoUrl: string | null
        tags: string[] | null
        skills: string
        languages: CourseInput['languages']
        courseTags: string[] | null
        priceCents: number
        durationBucket: CourseInput['durationBucket']
        features: CourseInput['features']
        state: CourseState
        coverFileId: string | null
        rejectionReason: string | null
        promoFileId: string | null
        subtitle: string | null
        audience: string[] | null
        learnPoints: string[]
        requirements: string[]
      }>(
        db,
        sql`select c.id, c.title, c.filter_categories[1] as category, c.level, c.description,
                   ca.video_source as "videoSource", ca.video_url as "videoUrl", ca.tags,
                   c.skills, c.languages, ca.course_tags as "courseTags",
                   c.price_cents as "priceCents", c.duration_bucket as "durationBucket",
                   c.features, ${stateOf} as state, ca.cover_file_id as "coverFileId",
                   ${reasonOf} as "rejectionReason",
                   ca.promo_file_id as "promoFileId", ca.subtitle, ca.audience,
                   c.learn_points as "learnPoints", c.requirements
            from courses c left join course_authoring ca on ca.course_id = c.id
            where c.id = ${courseId}`,
      )
      if (!row) return null
      const lessons = await queryRows<{
        sectionId: number
        sectionTitle: string
        id: number | null
        title: string | null
        type: 'video' | 'document' | 'quiz' | null
        durationMinutes: number | null
        isPreview: boolean | null
        description: string | null
        videoFileId: string | null
        videoPath: string | null
      }>(
        db,
        sql`select s.id as "sectionId", s.title as "sectionTitle", l.id, l.title, l.type,
                   l.duration_minutes as "durationMinutes", l.is_preview as "isPreview",
                   lc.document_text as description, lc.video_file_id as "videoFileId",
                   lc.video_path as "videoPath"
            from course_sections s
            left join course_lessons l on l.section_id = s.id
            left join lesson_content lc on lc.lesson_id = l.id
            where s.course_id = ${courseId}
            order by s.position, s.id, l.position, l.id`,
      )
      const sections: CourseInput['sections'] = []
      const lessonVideos: LessonVideo[] = []
      for (const l of lessons) {
        let section = sections.find((s) => s.id === l.sectionId)
        if (!section) {
          section = { id: l.sectionId, title: l.sectionTitle, lessons: [] }
          sections.push(section)
        }
        if (l.id !== null) {
          section.lessons.push({
            id: l.id,
            title: l.title ?? '',
            type: l.type ?? 'video',
            durationMinutes: l.durationMinutes ?? 1,
            isPreview: l.isPreview ?? false,
            description: l.description ?? '',
          })
          if (l.type === 'video')
            lessonVideos.push(lessonVideoOf(l.id, l.videoFileId, l.videoPath, fileUrl))
        }
      }
      const tags =
        row.tags && row.tags.length
          ? row.tags
          : row.skills
              .split(',')
              .map((t) => t.trim())
              .filter((t) => t && t.length <= 30)
              .slice(0, 10)
      return {
        id: row.id,
        title: row.title,
        // A catalog course not yet edited here shows its skills line under the title.
        subtitle: row.subtitle ?? row.skills,
        learnPoints: row.learnPoints,
        requirements: row.requirements,
        audience: row.audience ?? [],
        category: row.category as CourseInput['category'],
        level: row.level,
        description: row.description,
        videoSource: (row.videoSource ?? 'YouTube') as CourseInput['videoSource'],
        videoUrl: row.videoUrl ?? '',
        sections,
        tags,
        languages: row.languages,
        courseTags: row.courseTags ?? [],
        priceCents: row.priceCents,
        durationBucket: row.durationBucket,
        features: row.features,
        state: row.state,
        coverUrl: coverUrl(row.coverFileId),
        rejectionReason: row.rejectionReason,
        coverFileId: row.coverFileId,
        promoFileId: row.promoFileId,
        promoVideoUrl: coverUrl(row.promoFileId),
        lessonVideos,
      }
    },
  }
}

export type EditorRepository = ReturnType<typeof createEditorRepository>
