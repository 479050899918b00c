import { CLAIMING_ORDER_STATUSES, PAID_ORDER_STATUSES } from '@app/domain/orders'
import { SLOT_TAKING_STATUSES } from '@app/domain/sessions'
import { hasVisibleCharacters } from '@app/domain/text'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { queryRows } from '../db/raw-sql'

/**
 * What every row must look like, whatever was sent to the API: text free of control characters
 * (tab and line breaks aside) and of lone surrogates (stored, they come back as U+FFFD), names and
 * titles with visible characters, money in non-negative integer cents that adds up, ratings and
 * scores within range. Returns one line per violation (empty when the database is sound).
 */
export async function databaseViolations(db: Db): Promise<string[]> {
  const violations: string[] = []
  violations.push(...(await textViolations(db)))
  for (const check of ROW_CHECKS) {
    const rows = await queryRows<{ n: number | string }>(
      db,
      sql.raw(`select count(*)::int as n from ${check.table} where ${check.bad}`),
    )
    const n = Number(rows[0]?.n ?? 0)
    if (n > 0) violations.push(`${check.table}: ${n} row(s) where ${check.bad}`)
  }
  for (const check of VISIBLE_TEXT) {
    const rows = await queryRows<{ value: string | null }>(
      db,
      sql.raw(`select ${check.column}::text as value from ${check.table}`),
    )
    const bad = rows.filter(
      (r) =>
        r.value !== null &&
        (!hasVisibleCharacters(r.value) || (check.trimmed && r.value !== r.value.trim())),
    )
    if (bad.length > 0) {
      violations.push(
        `${check.table}.${check.column}: ${bad.length} value(s) not visible or not trimmed, e.g. ${JSON.stringify(bad[0]!.value).slice(0, 80)}`,
      )
    }
  }
  return violations
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, out)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(key)
      stringsIn(item, out)
    }
  }
  return out
}

/** Every text, text[] and jsonb value of every table in the public schema. */
async function textViolations(db: Db): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string; udt_name: string }>(
    db,
    sql`select table_name, column_name, udt_name from information_schema.columns
        where table_schema = 'public' and udt_name in ('text', 'varchar', '_text', 'jsonb', 'json')
        order by table_name, column_name`,
  )
  const violations: string[] = []
  for (const { table_name: table, column_name: column, udt_name: type } of columns) {
    const rows = await queryRows<{ value: unknown }>(
      db,
      sql.raw(`select "${column}" as value from "${table}" where "${column}" is not null`),
    )
    const bad = rows
      .flatMap((r) => stringsIn(type === 'jsonb' || type === 'json' ? parseJson(r.value) : r.value))
      .filter((s) => FORBIDDEN.test(s) || LONE_SURROGATE.test(s))
    if (bad.length > 0) {
      violations.push(
        `${table}.${column}: ${bad.length} value(s) with control characters or broken text, e.g. ${JSON.stringify(bad[0]).slice(0, 80)}`,
      )
    }
  }
  return violations
}

const parseJson = (value: unknown): unknown =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value

const statusList = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(', ')
const PAID = statusList(PAID_ORDER_STATUSES)
const CLAIMING = statusList(CLAIMING_ORDER_STATUSES)
const TAKING = statusList(SLOT_TAKING_STATUSES)

/**
 * What a person holds follows everything they hold: an enrolment credited to an order is granted
 * by a paid line of it; a paid course line has its enrolment; a student holds one open order per
 * course, claimed; a coupon's per-customer limit holds for each account and each e-mail.
 */
const HOLDING_CHECKS: { table: string; bad: string }[] = [
  {
    table: 'enrolments',
    bad: `order_id is not null and not exists (select 1 from orders o
            join order_lines l on l.order_id = o.id
            where o.id = enrolments.order_id and o.status in (${PAID})
              and l.course_id = enrolments.course_id and o.user_id = enrolments.user_id)`,
  },
  {
    table: 'order_lines',
    bad: `kind = 'course' and exists (select 1 from orders o
            where o.id = order_lines.order_id and o.user_id is not null and o.status in (${PAID})
              and not exists (select 1 from enrolments e
                where e.user_id = o.user_id and e.course_id = order_lines.course_id))`,
  },
  {
    table: 'order_lines',
    bad: `kind = 'course' and exists (select 1 from orders o
            where o.id = order_lines.order_id and o.user_id is not null and o.status in (${CLAIMING})
              and not exists (select 1 from course_claims c where c.user_id = o.user_id
                and c.course_id = order_lines.course_id and c.order_id = o.id))`,
  },
  {
    table: 'course_claims',
    bad: `not exists (select 1 from orders o join order_lines l on l.order_id = o.id
            where o.id = course_claims.order_id and o.user_id = course_claims.user_id
              and l.course_id = course_claims.course_id and o.status in (${CLAIMING}))`,
  },
  // Sessions: a slot-taking booking of an order follows it, and one overlaps no other.
  {
    table: 'bookings',
    bad: `order_id is not null and (
            (status = 'confirmed' and not exists (select 1 from orders o
              where o.id = bookings.order_id and o.status in (${PAID})))
            or (status = 'awaiting_payment' and not exists (select 1 from orders o
              where o.id = bookings.order_id and o.status = 'pending_payment')))`,
  },
  {
    table: 'bookings',
    bad: `status in (${TAKING}) and exists (select 1 from bookings b
            where b.instructor_id = bookings.instructor_id and b.id <> bookings.id
              and b.status in (${TAKING})
              and tstzrange(b.blocked_from, b.blocked_until) && tstzrange(bookings.blocked_from, bookings.blocked_until))`,
  },
  {
    table: 'order_lines',
    bad: `kind = 'session' and not exists (select 1 from bookings b
            where b.id = order_lines.booking_id and b.order_id = order_lines.order_id)`,
  },
  { table: 'coupon_redemptions', bad: `email <> lower(btrim(email))` },
  {
    table: 'coupons',
    bad: `per_customer_limit is not null and (
            exists (select 1 from coupon_redemptions r where r.coupon_id = coupons.id
              and r.user_id is not null group by r.user_id having count(*) > per_customer_limit)
            or exists (select 1 from coupon_redemptions r where r.coupon_id = coupons.id
              group by r.email having count(*) > per_customer_limit))`,
  },
]

/** Domain rules as SQL: `bad` selects the rows that break them. */
const ROW_CHECKS: { table: string; bad: string }[] = [
  { table: 'users', bad: `email <> lower(email) or role not in ('teacher', 'student', 'admin')` },
  {
    table: 'courses',
    bad: `price_cents < 0 or compare_at_cents < 0 or rating < 0 or rating > 5 or rating_count < 0
          or students < 0 or lessons < 0 or duration_minutes < 0`,
  },
  { table: 'course_lessons', bad: `duration_minutes < 0` },
  { table: 'course_reviews', bad: `rating < 1 or rating > 5` },
  { table: 'instructors', bad: `rating < 0 or rating > 5 or review_count < 0` },
  {
    table: 'products',
    bad: `price_cents < 0 or compare_at_cents < 0 or stock < 0 or rating < 0 or rating > 5 or total_reviews < 0`,
  },
  { table: 'product_reviews', bad: `rating < 1 or rating > 5` },
  {
    table: 'session_types',
    bad: `duration_minutes < 15 or duration_minutes > 120 or duration_minutes % 15 <> 0 or price_cents < 0`,
  },
  {
    table: 'bookings',
    bad: `ends_at <= starts_at or price_cents < 0 or reschedule_count < 0 or sequence < notified_sequence
          or ends_at - starts_at <> make_interval(mins => duration_minutes)`,
  },
  {
    // A session review is of its booking's mentor, by its booking's student.
    table: 'session_reviews',
    bad: `rating < 1 or rating > 5 or not exists (select 1 from bookings b where b.id = booking_id
      and b.instructor_id = session_reviews.instructor_id and b.student_id = session_reviews.student_id)`,
  },
  {
    table: 'coupons',
    bad: `used_count < 0 or (usage_limit is not null and used_count > usage_limit)`,
  },
  {
    table: 'orders',
    bad: `subtotal_cents < 0 or discount_cents < 0 or shipping_cents < 0 or total_cents < 0
          or discount_cents > subtotal_cents
          or total_cents <> subtotal_cents - discount_cents + shipping_cents
          or subtotal_cents - discount_cents <> coalesce((select sum(l.paid_cents)
            from order_lines l where l.order_id = orders.id), 0)`,
  },
  {
    table: 'order_lines',
    bad: `unit_price_cents < 0 or quantity < 1 or line_total_cents <> unit_price_cents * quantity
          or paid_cents < 0 or paid_cents > line_total_cents`,
  },
  {
    table: 'quizzes',
    bad: `time_limit_minutes < 1 or time_limit_minutes > 300 or max_attempts < 1 or max_attempts > 20
          or pass_percent < 0 or pass_percent > 100`,
  },
  { table: 'quiz_attempts', bad: `score < 0 or score > 100 or correct_count < 0` },
  { table: 'lesson_progress', bad: `position_seconds < 0 or position_seconds > 86400` },
  { table: 'certificates', bad: `hours < 0` },
  { table: 'files', bad: `byte_size < 0 or width < 1 or height < 1` },
  ...HOLDING_CHECKS,
]

/** Text people read as a name or a title: it must show something. */
const VISIBLE_TEXT: { table: string; column: string; trimmed?: boolean }[] = [
  { table: 'users', column: 'name', trimmed: true },
  { table: 'instructors', column: 'name', trimmed: true },
  { table: 'courses', column: 'title', trimmed: true },
  { table: 'course_sections', column: 'title', trimmed: true },
  { table: 'course_lessons', column: 'title', trimmed: true },
  { table: 'course_reviews', column: 'title', trimmed: true },
  { table: 'course_reviews', column: 'body' },
  { table: 'course_review_replies', column: 'body' },
  { table: 'product_reviews', column: 'name', trimmed: true },
  { table: 'product_reviews', column: 'title', trimmed: true },
  { table: 'product_reviews', column: 'body' },
  { table: 'quizzes', column: 'title', trimmed: true },
  { table: 'session_types', column: 'title', trimmed: true },
  { table: 'quiz_questions', column: 'prompt' },
  { table: 'quiz_options', column: 'text' },
  { table: 'contact_messages', column: 'first_name', trimmed: true },
  { table: 'contact_messages', column: 'title' },
  { table: 'contact_messages', column: 'message' },
  { table: 'order_events', column: 'actor_name' },
]
