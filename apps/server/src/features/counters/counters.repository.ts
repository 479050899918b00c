import type { Counter, CounterSet } from '@app/domain/catalog'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { counters } from '../../db/schema/index'

export function createCountersRepository(db: Db) {
  return {
    list: (set: CounterSet): Promise<Counter[]> =>
      db
        .select({
          id: counters.id,
          number: counters.number,
          suffix: counters.suffix,
          description: counters.description,
          icon: counters.icon,
        })
        .from(counters)
        .where(eq(counters.set, set))
        .orderBy(asc(counters.position), asc(counters.id)),
  }
}
