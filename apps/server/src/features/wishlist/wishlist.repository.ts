import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/raw-sql'
import { wishlistItems } from '../../db/schema/index'

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

export function createWishlistRepository(db: Db) {
  return {
    /** The account's saved courses that are published, oldest first. */
    async courseIds(userId: string): Promise<number[]> {
      const rows = await queryRows<{ courseId: number }>(
        db,
        sql`select w.course_id as "courseId"
            from wishlist_items w join courses c on c.id = w.course_id
            where w.user_id = ${userId} and c.status = 'published'
            order by w.created_at, w.course_id`,
      )
      return rows.map((r) => Number(r.courseId))
    },

    /** How many rows the account holds, published or not. */
    async size(userId: string): Promise<number> {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from wishlist_items where user_id = ${userId}`,
      )
      return Number(rows[0]?.n ?? 0)
    },

    /** Which of the ids name published courses. */
    async publishedAmong(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from courses where status = 'published' and id in (${idList(ids)})`,
      )
      return new Set(rows.map((r) => Number(r.id)))
    },

    /**
     * Saves the courses in the given order (each one a microsecond after the previous, so the
     * list reads as the browser kept it); a course already saved keeps its place.
     */
    async add(userId: string, courseIds: readonly number[]): Promise<void> {
      if (courseIds.length === 0) return
      await db.execute(
        sql`insert into wishlist_items (user_id, course_id, created_at)
            select ${userId}, x.id, now() + x.ord * interval '1 microsecond'
            from unnest(array[${idList(courseIds)}]::int[]) with ordinality as x(id, ord)
            on conflict (user_id, course_id) do nothing`,
      )
    },

    async remove(userId: string, courseId: number): Promise<void> {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.courseId, courseId)))
    },
  }
}
export type WishlistRepository = ReturnType<typeof createWishlistRepository>
