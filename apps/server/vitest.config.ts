import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Password hashing (argon2) dominates several tests; on a busy 2-core CI machine a test that
    // takes 13 s alone can take three times as long, which is slow, not broken.
    testTimeout: 90_000,
    // Closing an app drops its PostgreSQL database (WITH FORCE, after a checkpoint); with other
    // files creating and dropping theirs at the same time, one close once took over a minute.
    hookTimeout: 180_000,
    // Each file builds its own app and database; two at a time fits a 2-core machine.
    maxWorkers: 2,
  },
})
