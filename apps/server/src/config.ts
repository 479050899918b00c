import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { DEFAULT_PLATFORM_FEE_PERCENT } from '@app/domain/earnings'
import { EMAIL_DEFAULTS } from '@app/domain/email'
import { MESSAGE_LIMITS } from '@app/domain/messages'
import { z } from 'zod'
import { repositoryRoot } from './lib/package-root'

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
    /** HS256 secret; unset: generated on first start and kept in DATA_DIR (required in production). */
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 24 * 7),
    /** How long a signed address of a lesson video lives (the player asks for a fresh one after). */
    LESSON_MEDIA_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(60 * 60 * 6)
      .default(15 * 60),
    /** Shared rate-limit store for several instances. */
    REDIS_URL: z.string().url().optional(),
    /** Longest wait for one Redis command before the counters answer from memory instead. */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().default(250),
    /** Login attempts allowed per client address per minute. */
    AUTH_RATE_LIMIT_IP: z.coerce.number().int().positive().default(30),
    /** Login attempts allowed per e-mail address per 15 minutes. */
    AUTH_RATE_LIMIT_EMAIL: z.coerce.number().int().positive().default(10),
    /** Registrations allowed per client address per 10 minutes. */
    REGISTER_RATE_LIMIT_IP: z.coerce.number().int().positive().default(20),
    /** Outgoing mail for the outbox; unset keeps messages stored only. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Learnlane <no-reply@learnlane.test>'),
    /**
     * Without SMTP_URL: print each new message's recipient, subject and links (with their tokens)
     * to the log, the only place besides the admin outbox to read them. Default: on in
     * development, off in test and production. Never printed while SMTP_URL is set.
     */
    EMAIL_PRINT: booleanish.optional(),
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
    /**
     * Load the demo data (sample catalog and demo accounts) at start. Default: on for the embedded
     * database outside production, off with DATABASE_URL (a real server is seeded only when asked).
     */
    SEED: booleanish.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Log lines as JSON or human-readable; unset: readable in a terminal, JSON otherwise. */
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    /** Behind a proxy, trust X-Forwarded-For for client addresses. */
    TRUST_PROXY: booleanish.default(false),
    /**
     * The address people open the site at, used in links sent by e-mail (password reset, e-mail
     * verification). Never taken from a request's Host header, which a sender can forge.
     * Default: http://localhost:<PORT>.
     */
    PUBLIC_URL: z.string().url().optional(),
    /** On SIGTERM/SIGINT/SIGHUP: how long in-flight requests may take before the process exits. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
    /** GET /metrics: with a token, `Authorization: Bearer <token>`; without, loopback only. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** Keep catalog API answers in memory until the catalog changes (off: every answer is computed). */
    CACHE_CATALOG: booleanish.default(true),
    /** Keep server-rendered public pages in memory until the catalog changes. */
    CACHE_PAGES: booleanish.default(true),
    /**
     * The contact page's map: unset, a map page drawn and served by this server (works on a closed
     * network); set, the address of a maps service's embeddable page for the iframe.
     */
    MAP_EMBED_URL: z.string().url().optional(),
    /**
     * Card payments through Stripe Checkout: the secret key (sk_test_… or sk_live_…) and the
     * webhook endpoint's signing secret (whsec_…). Card is offered only when both are set.
     */
    STRIPE_SECRET_KEY: z.string().min(8).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
    /** Another address for Stripe's API (a local stand-in in tests); unset: api.stripe.com. */
    STRIPE_API_URL: z.string().url().optional(),
    /**
     * PayPal Orders v2: the REST app's client id and secret and the id of its webhook. Unset,
     * PayPal stays offered with instructions to pay by hand.
     */
    PAYPAL_CLIENT_ID: z.string().min(4).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(4).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(4).optional(),
    /** PayPal's REST address: the sandbox by default; https://api-m.paypal.com for live money. */
    PAYPAL_API_URL: z.string().url().default('https://api-m.sandbox.paypal.com'),
    /** The platform's share of each course sale, in per cent; the mentor earns the rest. */
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_PLATFORM_FEE_PERCENT),
    /** Longest wait for one call to a payment provider. */
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * The video-meeting server each confirmed session gets a room on: the address of a Jitsi Meet
     * installation (its docker-compose setup answers at https://localhost:8443 by default).
     */
    MEETING_BASE_URL: z
      .string()
      .url()
      .default('https://localhost:8443')
      .transform((url) => url.replace(/\/+$/, '')),
    /** How often holds, unpaid sessions and unanswered requests are looked at (ms; 0 never). */
    SESSIONS_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
    /** How often messages unread for 15 minutes are gathered into e-mails (ms; 0 never). */
    MESSAGES_DIGEST_MS: z.coerce.number().int().min(0).default(60_000),
    /** Messages one account may send per minute and per day (429 beyond). */
    MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(MESSAGE_LIMITS.perMinute),
    MESSAGES_PER_DAY: z.coerce.number().int().positive().default(MESSAGE_LIMITS.perDay),
  })
  .transform((env) => ({
    ...env,
    SEED: env.SEED ?? (env.DATABASE_URL === undefined && env.NODE_ENV !== 'production'),
    EMAIL_PRINT: env.SMTP_URL === undefined && (env.EMAIL_PRINT ?? env.NODE_ENV === 'development'),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }))

export type Config = z.output<typeof EnvSchema>

/** Reads the environment once; stops with every bad variable listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `SMTP_URL=` in a .env file means "not set", not "an invalid URL".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  const parsed = EnvSchema.safeParse(present)
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  // A generated secret lives in one instance's DATA_DIR: production sets its own, shared one.
  if (present.NODE_ENV === 'production' && present.JWT_SECRET === undefined) {
    lines.push(
      '  JWT_SECRET: required when NODE_ENV=production (32+ random characters, the same on every instance)',
    )
  }
  if (!parsed.success || lines.length > 0) {
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/**
 * Reads `.env` files into `env` before the config is loaded: the working directory's first, then
 * the repository root's. A variable already set (in the shell, or by an earlier file) is kept.
 * Returns the files that were read.
 */
export function loadEnvFiles(
  files: string[] = defaultEnvFiles(),
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const read: string[] = []
  for (const file of [...new Set(files.map((f) => path.resolve(f)))]) {
    if (!existsSync(file)) continue
    for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
      if (env[name] === undefined) env[name] = value
    }
    read.push(file)
  }
  return read
}

function defaultEnvFiles(): string[] {
  return [path.resolve('.env'), path.join(repositoryRoot(), '.env')]
}

/** A config for tests: in-memory PGlite, silent logs, a fixed secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'false' }),
    DATA_DIR: 'memory://',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Tests sweep by hand after moving their clock.
    SESSIONS_SWEEP_MS: 0,
    // ...and gather the messages digest by hand.
    MESSAGES_DIGEST_MS: 0,
    ...overrides,
  }
}
