import type { FastifyServerOptions } from 'fastify'
import pinoPretty from 'pino-pretty'
import type { Config } from '../config'

/** Where log lines go: any pino destination (a file, stdout, an in-memory capture). */
export interface LogStream {
  write(line: string): void
}

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'oldPassword',
  'passwordHash',
  'hash',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'recoveryCode',
  'recoveryCodes',
  'secret',
  'jwt',
  'authorization',
  'cookie',
  '"set-cookie"',
  'body',
  'params',
  'template_params',
  'templateParams',
]

/** `message` is the text of a contact form; `err.message` stays, with its parameters cut off. */
const MESSAGE_PARENTS = ['body', 'form', 'data', 'fields', 'payload', 'values', 'input', 'contact']

function redactPaths(): string[] {
  const paths: string[] = []
  for (const key of SECRET_KEYS) {
    paths.push(key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`)
  }
  paths.push('message', ...MESSAGE_PARENTS.flatMap((p) => [`${p}.message`, `*.${p}.message`]))
  return paths
}

export const REDACT = { paths: redactPaths(), censor: '[redacted]' }

/** What an error may say in a log: its class, codes and the statement, never its values. */
export interface SafeError {
  type: string
  message: string
  code?: string
  constraint?: string
  table?: string
  column?: string
  routine?: string
  statusCode?: number
  query?: string
  stack: string
  cause?: SafeError
  [key: string]: unknown
}

const alreadySafe = new WeakSet<object>()

/** Drizzle appends `\nparams: <values>` to a failed query's message; the values stay out. */
function withoutParams(text: string): string {
  const at = text.search(/\r?\nparams:/)
  return at === -1 ? text : text.slice(0, at)
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * An error as it may be logged: class, SQLSTATE code, constraint, table and the query text
 * without its parameters; never `params`, `detail` (it quotes the offending values) or
 * anything else the error carries.
 */
export function safeError(err: unknown, depth = 0): SafeError {
  if (err !== null && typeof err === 'object' && alreadySafe.has(err)) return err as SafeError
  if (err === null || typeof err !== 'object') {
    return { type: typeof err, message: withoutParams(String(err)), stack: '' }
  }
  const e = err as Record<string, unknown>
  const type =
    (typeof e.constructor === 'function' && e.constructor.name !== 'Object'
      ? e.constructor.name
      : undefined) ??
    stringField(e.name) ??
    'Error'
  const message = withoutParams(typeof e.message === 'string' ? e.message : type)
  const out: SafeError = { type, message, stack: '' }
  const code = e.code
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code)
  const constraint = stringField(e.constraint)
  if (constraint) out.constraint = constraint
  const table = stringField(e.table)
  if (table) out.table = table
  const column = stringField(e.column)
  if (column) out.column = column
  const routine = stringField(e.routine)
  if (routine) out.routine = routine
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode
  const query = stringField(e.query)
  if (query) out.query = withoutParams(query)
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line))
    out.stack = [`${type}: ${message}`, ...frames].join('\n')
  }
  if (e.cause !== undefined && depth < 3) {
    out.cause = safeError(e.cause, depth + 1)
  }
  alreadySafe.add(out)
  return out
}

const SECRET_QUERY_NAMES = /^(token|code|key|signature|sig|password|secret|access_token|auth)$/i

/** A request URL with the values of secret-looking query parameters masked. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?')
  if (q === -1) return url
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = eq === -1 ? pair : pair.slice(0, eq)
      return eq !== -1 && SECRET_QUERY_NAMES.test(decodeURIComponentSafe(name))
        ? `${name}=[redacted]`
        : pair
    })
    .join('&')
  return `${url.slice(0, q)}?${query}`
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

interface RequestLike {
  method?: string
  url?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

const serializers = {
  err: (err: unknown) => safeError(err),
  req: (req: RequestLike) => ({
    method: req.method,
    url: typeof req.url === 'string' ? safeUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
}

export type LogFormat = 'pretty' | 'json'

/**
 * Fastify's logger options: redacted JSON lines (or pino-pretty in a terminal) at LOG_LEVEL.
 * A given `stream` always receives JSON, at LOG_LEVEL or `info` when the config is silent.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  stream?: LogStream,
  isTty: boolean = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  const base = { redact: REDACT, serializers }
  if (stream) {
    return { ...base, level: config.LOG_LEVEL === 'silent' ? 'info' : config.LOG_LEVEL, stream }
  }
  if (config.LOG_LEVEL === 'silent') return false
  const format: LogFormat = config.LOG_FORMAT ?? (isTty ? 'pretty' : 'json')
  if (format === 'pretty') {
    return {
      ...base,
      level: config.LOG_LEVEL,
      stream: pinoPretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true }),
    }
  }
  return { ...base, level: config.LOG_LEVEL }
}
