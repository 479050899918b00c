import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import fp from 'fastify-plugin'
import { createFileStorage, type FileStorage } from '../storage/file-storage'

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: in PostgreSQL when DATABASE_URL is set, under DATA_DIR/files otherwise. */
    fileStorage: FileStorage
  }
}

/**
 * Makes the file storage available as `app.fileStorage`. An in-memory database (`memory://`, the
 * tests) keeps its files in a temp folder that goes with the app.
 */
export const fileStoragePlugin = fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    const isMemory = dataDir === 'memory://'
    const folder = isMemory ? mkdtempSync(path.join(os.tmpdir(), 'learnlane-files-')) : dataDir
    app.decorate(
      'fileStorage',
      createFileStorage({ db: app.db, driver: app.database.driver, dataDir: folder }),
    )
    if (isMemory) app.addHook('onClose', () => rm(folder, { recursive: true, force: true }))
  },
  { name: 'file-storage', dependencies: ['db'] },
)
