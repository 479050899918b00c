import { EMAIL_DEFAULTS } from '@app/domain/email'
import { z } from 'zod'

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    /** Unset: embedded PGlite under DATA_DIR. Set: a PostgreSQL server through node-postgres. */
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** HS256 secret; unset: generated on first start and kept in DATA_DIR. */
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 24 * 7),
    /** Shared rate-limit store for several instances. */
    REDIS_URL: z.string().url().optional(),
    /** Login attempts allowed per client address per minute. */
    AUTH_RATE_LIMIT_IP: z.coerce.number().int().positive().default(30),
    /** Login attempts allowed per e-mail address per 15 minutes. */
    AUTH_RATE_LIMIT_EMAIL: z.coerce.number().int().positive().default(10),
    /** Registrations allowed per client address per 10 minutes. */
    REGISTER_RATE_LIMIT_IP: z.coerce.number().int().positive().default(20),
    /** Outgoing mail for the outbox; unset keeps messages stored only. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Learnlane <no-reply@learnlane.test>'),
    MAIL_TO: z.string().default('team@learnlane.test'),
    /** Ids the product's own e-mail service accepts (the wire format of the hosted service). */
    EMAIL_SERVICE_ID: z.string().min(1).default(EMAIL_DEFAULTS.serviceId),
    EMAIL_PUBLIC_KEY: z.string().min(1).default(EMAIL_DEFAULTS.publicKey),
    EMAIL_TEMPLATE_SUBSCRIBE: z.string().min(1).default(EMAIL_DEFAULTS.templates.subscribe),
    EMAIL_TEMPLATE_CONTACT: z.string().min(1).default(EMAIL_DEFAULTS.templates.contact),
    /** Comma-separated e-mail addresses and domains whose form submissions are refused (403). */
    EMAIL_BLOCKLIST: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Form submissions allowed per client address, and per e-mail address, in each window. */
    EMAIL_RATE_LIMIT_IP: z.coerce.number().int().positive().default(20),
    EMAIL_RATE_LIMIT_ADDRESS: z.coerce.number().int().positive().default(5),
    EMAIL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** Outbox delivery: how often the worker looks for due messages, and how it retries. */
    EMAIL_OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5000),
    EMAIL_OUTBOX_BATCH: z.coerce.number().int().positive().default(10),
    EMAIL_OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
    EMAIL_OUTBOX_RETRY_MAX_MS: z.coerce.number().int().positive().default(3_600_000), // 1 hour
    EMAIL_OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
    /** How long a worker may hold a message it is sending before another may take it over. */
    EMAIL_OUTBOX_LEASE_MS: z.coerce.number().int().positive().default(300_000), // 5 minutes
    /** Folder of the built web app (apps/web/dist). */
    WEB_DIST: z.string().optional(),
    /** Load the sample data at start; default on, except in production. */
    SEED: booleanish.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Behind a proxy, trust X-Forwarded-For for client addresses. */
    TRUST_PROXY: booleanish.default(false),
  })
  .transform((env) => ({ ...env, SEED: env.SEED ?? env.NODE_ENV !== 'production' }))

export type Config = z.output<typeof EnvSchema>

/** Reads the environment once; stops with every bad variable listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `SMTP_URL=` in a .env file means "not set", not "an invalid URL".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** A config for tests: in-memory PGlite, silent logs, a fixed secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'false' }),
    DATA_DIR: 'memory://',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...overrides,
  }
}
