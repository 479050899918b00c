import type { CourseDraft, CourseDraftData } from '@app/domain/authoring'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { courseDrafts } from '../../db/schema/index'
import { isRowId } from './authoring-sql'

/** The add-course form as each account left it: one draft per account. */
export function createDraftsRepository(db: Db) {
  return {
    async getDraft(userId: string): Promise<CourseDraft | null> {
      const [row] = await db.select().from(courseDrafts).where(eq(courseDrafts.userId, userId))
      if (!row) return null
      return {
        courseId: row.courseId,
        data: row.data as CourseDraftData,
        updatedAt: row.updatedAt.toISOString(),
      }
    },

    async putDraft(userId: string, courseId: number | null, data: CourseDraftData) {
      const [row] = await db
        .insert(courseDrafts)
        .values({ userId, courseId, data })
        .onConflictDoUpdate({
          target: courseDrafts.userId,
          set: { courseId, data, updatedAt: sql`now()` },
        })
        .returning()
      return { courseId: row!.courseId, data, updatedAt: row!.updatedAt.toISOString() }
    },

    async deleteDraft(userId: string, courseId?: number | null): Promise<void> {
      // No draft can belong to a course id beyond the integer range: nothing to delete.
      if (typeof courseId === 'number' && !isRowId(courseId)) return
      await db
        .delete(courseDrafts)
        .where(
          and(
            eq(courseDrafts.userId, userId),
            courseId === undefined
              ? sql`true`
              : courseId === null
                ? sql`${courseDrafts.courseId} is null`
                : eq(courseDrafts.courseId, courseId),
          ),
        )
    },
  }
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>
