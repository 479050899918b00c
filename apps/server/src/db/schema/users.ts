import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

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
    /** When the owner opened the verification link (or a reset link); null until then. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('users_role_email_key').on(t.role, t.email)],
)
export type UserRow = typeof users.$inferSelect

export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'email-verification'] as const
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number]

/**
 * Single-use secrets sent by e-mail (password reset, e-mail verification). Only the SHA-256 of
 * the token is kept, so a copy of the table opens no account; a row is spent once `usedAt` is set.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('password-reset', 'email-verification')`,
    ),
  ],
)
export type AccountTokenRow = typeof accountTokens.$inferSelect
