import { sql } from 'drizzle-orm'
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/** Accounts of every role. An e-mail is unique per role, so one person may be mentor and student. */
export const users = pgTable(
  'users',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    role: text({ enum: ['teacher', 'student', 'admin'] }).notNull(),
    name: text().notNull(),
    /** Stored lower-cased. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_role_email_key').on(t.role, t.email)],
)
export type UserRow = typeof users.$inferSelect
