import { fileUrlOrNull } from '@app/domain/files'
/** SQL pieces the authoring repositories share. */
import { sql } from 'drizzle-orm'

/** Ids are PostgreSQL integers: a larger number names no row (and would fail the query). */
export const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647

/** A course's authoring state: its own row, or for a catalog course its catalog status. */
export const stateOf = sql`coalesce(ca.state, case when c.status = 'published' then 'published' else 'unpublished' end)`

/** The rejection reason, shown only while the course is rejected. */
export const reasonOf = sql`case when ca.state = 'rejected' then ca.rejection_reason end`

/** Where a course's upload (cover, promo video) is served. */
export const coverUrl = (fileId: string | null) => fileUrlOrNull(fileId)
