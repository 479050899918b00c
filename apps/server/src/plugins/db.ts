import fp from 'fastify-plugin'
import type { Database, Db, DbDriver } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
  }
}

/** Makes the database available as `app.db`; closes it with the app when it owns it. */
export const dbPlugin = fp<{ database: Database; closeOnShutdown: boolean }>(
  async (app, { database, closeOnShutdown }) => {
    app.decorate('db', database.db)
    app.decorate('database', database)
    if (closeOnShutdown) app.addHook('onClose', () => database.close())
  },
  { name: 'db' },
)
export type { DbDriver }
