import type { Database } from './client'
import { seedAuthoring } from './seed/authoring'
import { seedCatalog } from './seed/catalog'
import { seedLearning } from './seed/learning'
import { seedQuizzes } from './seed/quizzes'
import { seedReviews } from './seed/reviews'
import { seedSettings } from './seed/settings'
import { seedSessions } from './seed/sessions'
import { seedShop } from './seed/shop'
import { seedUsers } from './seed/users'

const SEED_LOCK = 727_002

/**
 * Loads the deterministic sample data (fixed ids, so dev, demos and e2e agree).
 * Idempotent: rows that exist are left alone. Refuses to run in production.
 */
export async function seed(database: Database, env: { NODE_ENV: string }): Promise<void> {
  if (env.NODE_ENV === 'production') throw new Error('Refusing to seed a production database')
  await database.exclusive(SEED_LOCK, async () => {
    await seedUsers(database.db)
    await seedSettings(database.db)
    await seedCatalog(database.db)
    await seedShop(database.db)
    await seedAuthoring(database.db)
    await seedLearning(database.db)
    await seedQuizzes(database.db)
    await seedReviews(database.db)
    await seedSessions(database.db)
  })
}
