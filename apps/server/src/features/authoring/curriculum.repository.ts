import type { SectionInput } from '@app/domain/authoring'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw-sql'
import { courseLessons, courseSections, lessonContent } from '../../db/schema/index'
import { isRowId } from './authoring-sql'

/** One lesson of a course, with what its video is now. */
export interface CourseLessonVideoRow {
  id: number
  type: 'video' | 'document' | 'quiz'
  videoFileId: string | null
  videoPath: string | null
}

/** A course's sections and lessons: the curriculum the form sends, and each lesson's video. */
export function createCurriculumRepository(db: Db) {
  return {
    /**
     * Makes the course's curriculum the given one: sections and lessons that carry an id of this
     * course are updated in place (a student's progress in them is kept), the others inserted
     * (ids from the sequence), and the ones left out deleted. Returns false when an id given
     * does not belong to the course.
     */
    async syncCurriculum(courseId: number, sections: SectionInput[]): Promise<boolean> {
      const existingSections = await db
        .select({ id: courseSections.id })
        .from(courseSections)
        .where(eq(courseSections.courseId, courseId))
      const sectionIds = new Set(existingSections.map((s) => s.id))
      const existingLessons = sectionIds.size
        ? await db
            .select({ id: courseLessons.id })
            .from(courseLessons)
            .where(inArray(courseLessons.sectionId, [...sectionIds]))
        : []
      const lessonIds = new Set(existingLessons.map((l) => l.id))
      for (const s of sections) {
        if (s.id !== undefined && !sectionIds.has(s.id)) return false
        for (const l of s.lessons) if (l.id !== undefined && !lessonIds.has(l.id)) return false
      }
      const keptLessons = sections.flatMap((s) =>
        s.lessons.flatMap((l) => (l.id === undefined ? [] : [l.id])),
      )
      if (lessonIds.size) {
        await db
          .delete(courseLessons)
          .where(
            and(
              inArray(courseLessons.id, [...lessonIds]),
              keptLessons.length ? notInArray(courseLessons.id, keptLessons) : sql`true`,
            ),
          )
      }
      const finalSections: number[] = []
      for (const [position, section] of sections.entries()) {
        let sectionId = section.id
        if (sectionId === undefined) {
          const [row] = await db
            .insert(courseSections)
            .values({ courseId, position, title: section.title })
            .returning({ id: courseSections.id })
          sectionId = row!.id
        } else {
          await db
            .update(courseSections)
            .set({ position, title: section.title })
            .where(eq(courseSections.id, sectionId))
        }
        finalSections.push(sectionId)
        for (const [lessonPosition, lesson] of section.lessons.entries()) {
          const values = {
            sectionId,
            position: lessonPosition,
            title: lesson.title,
            type: lesson.type,
            durationMinutes: lesson.durationMinutes,
            isPreview: lesson.isPreview,
            // Preview lessons are open to everyone; the others need the course.
            isLocked: !lesson.isPreview,
          }
          let lessonId = lesson.id
          if (lessonId === undefined) {
            const [row] = await db
              .insert(courseLessons)
              .values(values)
              .returning({ id: courseLessons.id })
            lessonId = row!.id
          } else {
            await db.update(courseLessons).set(values).where(eq(courseLessons.id, lessonId))
          }
          const text = lesson.description || null
          if (text) {
            await db
              .insert(lessonContent)
              .values({ lessonId, documentText: text })
              .onConflictDoUpdate({ target: lessonContent.lessonId, set: { documentText: text } })
          } else {
            await db
              .update(lessonContent)
              .set({ documentText: null })
              .where(eq(lessonContent.lessonId, lessonId))
          }
        }
      }
      // Sections left out go last: a kept lesson may have moved out of one.
      await db
        .delete(courseSections)
        .where(
          and(
            eq(courseSections.courseId, courseId),
            finalSections.length ? notInArray(courseSections.id, finalSections) : sql`true`,
          ),
        )
      return true
    },

    /** The lesson if it belongs to the course (locked until the transaction ends with `lock`). */
    async courseLesson(
      courseId: number,
      lessonId: number,
      lock = false,
    ): Promise<CourseLessonVideoRow | null> {
      if (!isRowId(courseId) || !isRowId(lessonId)) return null
      const [row] = await queryRows<CourseLessonVideoRow>(
        db,
        sql`select l.id, l.type, lc.video_file_id as "videoFileId", lc.video_path as "videoPath"
            from course_lessons l
            join course_sections s on s.id = l.section_id
            left join lesson_content lc on lc.lesson_id = l.id
            where l.id = ${lessonId} and s.course_id = ${courseId}
            ${lock ? sql`for update of l` : sql``}`,
      )
      return row ?? null
    },

    /** Points the lesson at an uploaded video (or none); answers the file it had before. */
    async setLessonVideo(lessonId: number, fileId: string | null): Promise<string | null> {
      const [before] = await db
        .select({ fileId: lessonContent.videoFileId })
        .from(lessonContent)
        .where(eq(lessonContent.lessonId, lessonId))
      await db
        .insert(lessonContent)
        .values({ lessonId, videoFileId: fileId })
        .onConflictDoUpdate({ target: lessonContent.lessonId, set: { videoFileId: fileId } })
      return before?.fileId ?? null
    },
  }
}

export type CurriculumRepository = ReturnType<typeof createCurriculumRepository>
