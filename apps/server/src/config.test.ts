import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

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

  it('seeds by default, except in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'true' }).SEED).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', SEED: 'no' }).SEED).toBe(false)
  })

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', JWT_SECRET: 'short' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/)
  })
})
