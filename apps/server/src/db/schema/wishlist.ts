import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { courses } from './catalog'
import { users } from './users'

/**
 * A signed-in student's wishlist: one row per saved course. The primary key keeps a course once
 * per account, so two tabs saving the same heart at the same instant store one row. A course that
 * is deleted leaves every wishlist with it.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_items_pkey', columns: [t.userId, t.courseId] }),
    index('wishlist_items_course_idx').on(t.courseId),
  ],
)
