import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig, loadEnvFiles } from './config'

const SECRET = 'a-production-secret-of-32-characters!'
const PG = 'postgres://postgres@127.0.0.1:5432/learnlane'

describe('loadConfig', () => {
  it('uses the defaults for an empty environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 5000, DATA_DIR: './data', SEED: true })
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('treats empty values as unset', () => {
    const config = loadConfig({ SMTP_URL: '', DATABASE_URL: '', PORT: '' })
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.PORT).toBe(5000)
  })

  it('seeds demo data by default only on the embedded database outside production', () => {
    expect(loadConfig({}).SEED).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).SEED).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', SEED: 'no' }).SEED).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).SEED).toBe(false)
  })

  it('never seeds a PostgreSQL server unless SEED=true', () => {
    expect(loadConfig({ DATABASE_URL: PG }).SEED).toBe(false)
    expect(loadConfig({ DATABASE_URL: PG, NODE_ENV: 'test' }).SEED).toBe(false)
    expect(loadConfig({ DATABASE_URL: PG, SEED: 'true' }).SEED).toBe(true)
    expect(loadConfig({ DATABASE_URL: PG, NODE_ENV: 'production', JWT_SECRET: SECRET }).SEED).toBe(
      false,
    )
  })

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required when NODE_ENV=production/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: PG })).toThrow(/JWT_SECRET/)
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).JWT_SECRET).toBe(SECRET)
    // Outside production a generated secret is fine.
    expect(loadConfig({ NODE_ENV: 'development' }).JWT_SECRET).toBeUndefined()
  })

  it('lists the missing production secret with every other bad variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: 'abc' })).toThrow(
      /PORT[\s\S]*JWT_SECRET: required/,
    )
  })

  it('reads the shutdown grace, metrics token and log format', () => {
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_GRACE_MS: 10_000 })
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined()
    expect(loadConfig({}).LOG_FORMAT).toBeUndefined()
    const set = loadConfig({
      SHUTDOWN_GRACE_MS: '2500',
      METRICS_TOKEN: 'metrics-token-0123456789',
      LOG_FORMAT: 'json',
    })
    expect(set).toMatchObject({
      SHUTDOWN_GRACE_MS: 2500,
      METRICS_TOKEN: 'metrics-token-0123456789',
      LOG_FORMAT: 'json',
    })
    const bad = () =>
      loadConfig({ SHUTDOWN_GRACE_MS: '0', METRICS_TOKEN: 'short', LOG_FORMAT: 'xml' })
    expect(bad).toThrow(/SHUTDOWN_GRACE_MS/)
    expect(bad).toThrow(/METRICS_TOKEN must be at least 16 characters/)
    expect(bad).toThrow(/LOG_FORMAT/)
  })

  it('builds e-mail links from PUBLIC_URL, or from the local address and port', () => {
    expect(loadConfig({ PORT: '5123' }).PUBLIC_URL).toBe('http://localhost:5123')
    expect(loadConfig({ PUBLIC_URL: 'https://learnlane.example/' }).PUBLIC_URL).toBe(
      'https://learnlane.example',
    )
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/)
  })

  it('prints unsent e-mails to the log only without SMTP, by default only in development', () => {
    expect(loadConfig({}).EMAIL_PRINT).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).EMAIL_PRINT).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', EMAIL_PRINT: 'true' }).EMAIL_PRINT).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).EMAIL_PRINT).toBe(false)
    expect(loadConfig({ EMAIL_PRINT: 'false' }).EMAIL_PRINT).toBe(false)
    // With a mail server the links go by e-mail: their tokens are never printed.
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).EMAIL_PRINT).toBe(false)
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', EMAIL_PRINT: 'true' }).EMAIL_PRINT).toBe(
      false,
    )
  })

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', JWT_SECRET: 'short' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/)
  })
})

describe('loadEnvFiles', () => {
  it('reads .env files in order and never overrides a variable already set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'learnlane-env-'))
    try {
      const first = path.join(dir, 'first.env')
      const second = path.join(dir, 'second.env')
      writeFileSync(first, 'PORT=6001\n# a comment\nLOG_LEVEL=debug\n')
      writeFileSync(second, 'PORT=6002\nHOST=127.0.0.1\nDATA_DIR="/srv/learnlane data"\n')
      const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn' }
      const read = loadEnvFiles([first, path.join(dir, 'missing.env'), second], env)
      expect(read).toEqual([first, second])
      expect(env).toEqual({
        LOG_LEVEL: 'warn',
        PORT: '6001',
        HOST: '127.0.0.1',
        DATA_DIR: '/srv/learnlane data',
      })
      expect(loadConfig(env)).toMatchObject({ PORT: 6001, LOG_LEVEL: 'warn' })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
