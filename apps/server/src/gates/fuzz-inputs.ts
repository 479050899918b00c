import fc from 'fast-check'
import type { JsonSchema } from './openapi'

/**
 * What the fuzz gate sends: bodies derived from an endpoint's documented schema (valid shapes
 * carrying hostile values), arbitrary junk (wrong types, missing and extra fields, deep nesting,
 * prototype keys), malformed JSON, wrong content types and broken multipart bodies, and hostile
 * query strings and path segments.
 */

/** One request body as sent on the wire. */
export interface Payload {
  /** What kind of input this is, for the report of a failure. */
  kind: string
  payload?: string | Buffer
  /** The Content-Type header; absent sends none. */
  contentType?: string
}

/** Values that have broken real servers: control characters, broken text, injections, edge words. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t  ',
  '\u0000',
  'Gr\u0000ce',
  '\ud800',
  'lone \udfff surrogate',
  '\ud83d\ude00\ud83d',
  '\u0007\u0008\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '\u0085\u2028\u2029',
  '\u202eevil\u202c',
  '\u200b\u200b',
  '\ufeff',
  '\u00ad',
  '\u007f',
  'e\u0301\u0301\u0301',
  'İıß ǅ Ω 𝕏 😀',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1) UNION SELECT password_hash FROM users --',
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  ':name',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return 1")()}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '0',
  '-1',
  '1e309',
  '99999999999999999999999999999999999999',
  '0x7fffffff',
  'a'.repeat(10_000),
  '😀'.repeat(2_000),
]

const HOSTILE_SET = new Set(HOSTILE_STRINGS)
export const isHostileConstant = (value: string) => HOSTILE_SET.has(value)

/**
 * Any UTF-16 code units, lone surrogates and control characters included (U+FFFD aside: stored,
 * it is what broken text turns into, which the database check looks for).
 */
export const codeUnits = (maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 0, max: 0xfffe })
      .map((c) => String.fromCharCode(c === 0xfffd ? 0xffff : c)),
    maxLength,
  })

/** A hostile string: a known one, arbitrary code units, or readable text with one spliced in. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: codeUnits(40), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.lorem({ maxCount: 4 }), fc.constantFrom(...HOSTILE_STRINGS), fc.nat())
      .map(([text, bad, at]) => {
        const i = at % (text.length + 1)
        return text.slice(0, i) + bad + text.slice(i)
      }),
    weight: 3,
  },
)

/** Keys that try to reach an object's prototype. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const

export interface FuzzContext {
  /** Ids of things that exist (courses, lessons, quizzes, products...), so bodies reach them. */
  knownIntegers: number[]
  /** Strings that mean something (e-mails of accounts, coupon codes...). */
  knownStrings: string[]
}

const BOUNDARY_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
]

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...BOUNDARY_NUMBERS),
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
)

const passwordArbitrary = (valid: boolean): fc.Arbitrary<string> => {
  const strong = fc
    .tuple(fc.nat(), fc.string({ minLength: 4, maxLength: 16 }))
    .map(([n, text]) => `Canary${n}#Pw-${text}`)
  return valid
    ? strong
    : fc.oneof({ arbitrary: strong, weight: 4 }, { arbitrary: hostileString, weight: 1 })
}

function integerArbitrary(
  schema: JsonSchema,
  ctx: FuzzContext,
  valid: boolean,
): fc.Arbitrary<number> {
  let min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31)
  let max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31
  if (schema.exclusiveMinimum === true) min += 1
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1
  if (schema.exclusiveMaximum === true) max -= 1
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1
  min = Math.max(min, Number.MIN_SAFE_INTEGER)
  max = Math.min(max, Number.MAX_SAFE_INTEGER)
  const inRange = max >= min ? fc.integer({ min, max }) : fc.constant(min)
  const small = fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 100), min) })
  const known = ctx.knownIntegers.filter((n) => n >= min && n <= max)
  const options: fc.WeightedArbitrary<number>[] = [
    { arbitrary: inRange, weight: 2 },
    { arbitrary: small, weight: 4 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  ]
  if (known.length) options.push({ arbitrary: fc.constantFrom(...known), weight: 4 })
  if (!valid)
    options.push({ arbitrary: fc.constantFrom(min - 1, max + 1, ...BOUNDARY_NUMBERS), weight: 3 })
  return fc.oneof(...options)
}

function stringArbitrary(
  schema: JsonSchema,
  name: string,
  ctx: FuzzContext,
  valid: boolean,
): fc.Arbitrary<string> {
  if (/password/i.test(name)) return passwordArbitrary(valid)
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 80, 200)
  const options: fc.WeightedArbitrary<string>[] = []
  if (!valid) {
    options.push(
      { arbitrary: hostileString, weight: 4 },
      { arbitrary: fc.constant('x'.repeat((schema.maxLength ?? 10_000) + 1)), weight: 1 },
    )
    if (ctx.knownStrings.length) {
      options.push({ arbitrary: fc.constantFrom(...ctx.knownStrings), weight: 1 })
    }
  }
  if (schema.enum?.length) {
    options.push({ arbitrary: fc.constantFrom(...(schema.enum as string[])), weight: 8 })
  } else if (schema.pattern) {
    const pattern = new RegExp(schema.pattern)
    const known = ctx.knownStrings.filter(
      (s) => pattern.test(s) && s.length >= min && s.length <= max,
    )
    options.push({
      arbitrary: fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max),
      weight: 5,
    })
    if (known.length) options.push({ arbitrary: fc.constantFrom(...known), weight: 3 })
  } else {
    options.push({
      arbitrary: fc
        .lorem({ maxCount: Math.max(1, Math.ceil(max / 8)), mode: 'words' })
        .map((s) => (s.length < min ? s.padEnd(min, ' word') : s).slice(0, max)),
      weight: 6,
    })
    options.push({
      arbitrary: fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(min, 1, max) }),
      weight: 1,
    })
    const known = ctx.knownStrings.filter((s) => s.length >= min && s.length <= max)
    if (known.length) options.push({ arbitrary: fc.constantFrom(...known), weight: 1 })
  }
  return fc.oneof(...options)
}

const schemaTypes = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []

/** `confirmPassword` usually equals `password` (and `retypePassword` `newPassword`), as people send them. */
function matchConfirmations(value: Record<string, unknown>, copy: boolean) {
  if (!copy) return value
  for (const key of Object.keys(value)) {
    if (!/^(confirm|retype)/i.test(key)) continue
    const source = ['newPassword', 'password'].find((k) => k !== key && k in value)
    if (source) value[key] = value[source]
  }
  return value
}

/**
 * Values shaped by the schema. `valid`: every leaf is of its type and within its documented
 * bounds (the server may still refuse it for its own rules); otherwise leaves are now and then
 * hostile, out of range or of the wrong type.
 */
export function fromSchema(
  schema: JsonSchema | undefined,
  ctx: FuzzContext,
  valid: boolean,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return valid ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 })
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) {
    return fc.oneof(...variants.map((s) => fromSchema(s, ctx, valid, name, depth + 1)))
  }
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], ctx, valid, name, depth + 1)
  if (schema.const !== undefined) return fc.constant(schema.const)

  const types = schemaTypes(schema)
  const nullable = schema.nullable === true || types.includes('null')
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined)

  let shaped: fc.Arbitrary<unknown>
  switch (type) {
    case 'string':
      shaped = stringArbitrary(schema, name, ctx, valid)
      break
    case 'integer':
      shaped = integerArbitrary(schema, ctx, valid)
      break
    case 'number':
      shaped = fc.oneof(
        integerArbitrary(schema, ctx, valid),
        fc.double({
          noNaN: true,
          noDefaultInfinity: true,
          ...(typeof schema.minimum === 'number' ? { min: schema.minimum } : {}),
          ...(typeof schema.maximum === 'number' ? { max: schema.maximum } : {}),
        }),
      )
      break
    case 'boolean':
      shaped = fc.boolean()
      break
    case 'array': {
      const items = fromSchema(schema.items, ctx, valid, name, depth + 1)
      const minItems = schema.minItems ?? 0
      const maxItems = schema.maxItems ?? 5
      const usual = fc.array(items, {
        minLength: minItems,
        maxLength: Math.max(minItems, Math.min(maxItems, 4)),
      })
      const tooMany = Math.min(maxItems + 1, 300)
      shaped = valid
        ? usual
        : fc.oneof(
            { arbitrary: usual, weight: 6 },
            { arbitrary: fc.array(items, { minLength: tooMany, maxLength: tooMany }), weight: 1 },
          )
      break
    }
    case 'object': {
      const properties = schema.properties ?? {}
      const model: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, child] of Object.entries(properties)) {
        model[key] = fromSchema(child, ctx, valid, key, depth + 1)
      }
      const required = (schema.required ?? []).filter((k) => k in properties)
      const record = fc.record(model, { requiredKeys: required })
      const additional =
        schema.additionalProperties && typeof schema.additionalProperties === 'object'
          ? schema.additionalProperties
          : null
      const extra = additional
        ? fc.dictionary(
            valid
              ? fc.oneof(
                  fc.constantFrom(...ctx.knownIntegers.map(String), 'name'),
                  fc.lorem({ maxCount: 1 }),
                )
              : fc.oneof(
                  fc.string({ maxLength: 12 }),
                  hostileString,
                  fc.constantFrom(...ctx.knownIntegers.map(String)),
                ),
            fromSchema(additional, ctx, valid, name, depth + 1),
            { maxKeys: 4 },
          )
        : fc.constant({})
      shaped = fc
        .tuple(extra, record, fc.nat(9))
        .map(([more, known, n]) => matchConfirmations({ ...more, ...known }, valid || n < 7))
      break
    }
    default:
      shaped = valid ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 })
  }
  if (valid)
    return nullable ? fc.oneof({ arbitrary: shaped, weight: 6 }, fc.constant(null)) : shaped
  return fc.oneof(
    { arbitrary: shaped, weight: 12 },
    { arbitrary: wrongType, weight: 1 },
    ...(nullable ? [{ arbitrary: fc.constant(null), weight: 1 }] : []),
  )
}

/** A copy of `value` with its `pick`-th leaf (string, number or boolean) replaced. */
function replaceLeaf(
  value: unknown,
  pick: number,
  replacement: (leaf: unknown) => unknown,
): unknown {
  if (!value || typeof value !== 'object') return replacement(value)
  const copy = structuredClone(value) as Record<string, unknown>
  const leaves: [Record<string, unknown>, string][] = []
  const stack: unknown[] = [copy]
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>
    for (const [key, child] of Object.entries(node)) {
      if (child && typeof child === 'object') stack.push(child)
      else leaves.push([node, key])
    }
  }
  if (leaves.length === 0) return copy
  const [parent, key] = leaves[pick % leaves.length]!
  parent[key] = replacement(parent[key])
  return copy
}

/** A known-good value with one leaf made hostile, retyped or dropped: the rest reaches deep code. */
export function exampleWithHostileLeaf(example: unknown): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.nat(), hostileString, fc.constantFrom(...BOUNDARY_NUMBERS), wrongType, fc.nat(3))
    .map(([pick, text, number, junk, how]) =>
      replaceLeaf(example, pick, (leaf) =>
        how === 0
          ? junk
          : typeof leaf === 'string'
            ? text
            : typeof leaf === 'number'
              ? number
              : junk,
      ),
    )
}

/** A valid-shaped value with one leaf made hostile: what gets past a lax rule reaches the database. */
export function withHostileLeaf(schema: JsonSchema | undefined, ctx: FuzzContext) {
  return fc
    .tuple(
      fromSchema(schema, ctx, true),
      fc.nat(),
      hostileString,
      fc.constantFrom(...BOUNDARY_NUMBERS),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .map(([value, pick, text, number, junk]) =>
      replaceLeaf(value, pick, (leaf) =>
        typeof leaf === 'string' ? text : typeof leaf === 'number' ? number : junk,
      ),
    )
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  })
}

/** Every object and array inside a value, with the value itself first. */
function containers(value: unknown, out: (Record<string, unknown> | unknown[])[] = []) {
  if (value && typeof value === 'object') {
    out.push(value as Record<string, unknown>)
    for (const child of Object.values(value)) containers(child, out)
  }
  return out
}

type Mutation = 'drop' | 'retype' | 'extra' | 'prototype'

/** A valid-shaped value with one thing broken: a field dropped, retyped, added, or a prototype key. */
function mutate(value: unknown, mutation: Mutation, pick: number, junk: unknown, key: string) {
  const copy = structuredClone(value)
  const objects = containers(copy).filter((c) => !Array.isArray(c)) as Record<string, unknown>[]
  const target = objects[pick % Math.max(objects.length, 1)]
  if (!target) return junk
  const keys = Object.keys(target)
  const existing = keys[pick % Math.max(keys.length, 1)]
  if (mutation === 'drop' && existing) delete target[existing]
  else if (mutation === 'retype' && existing) target[existing] = junk
  else if (mutation === 'prototype') {
    const name = PROTOTYPE_KEYS[pick % PROTOTYPE_KEYS.length]!
    setOwn(
      target,
      name,
      name === 'constructor' ? { prototype: { isAdmin: true, role: 'admin' } } : { isAdmin: true },
    )
  } else setOwn(target, key, junk)
  return copy
}

/** JSON text in which the property `at` (or the root) is replaced by `depth` nested arrays or objects. */
export function deeplyNested(value: unknown, depth: number, objects: boolean): string {
  const deep = objects
    ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
    : '['.repeat(depth) + ']'.repeat(depth)
  if (!value || typeof value !== 'object' || Array.isArray(value)) return deep
  const keys = Object.keys(value)
  if (keys.length === 0) return deep
  const marker = '"\\u0000DEEP\\u0000"'
  const withMarker = { ...(value as Record<string, unknown>), [keys[0]!]: '\u0000DEEP\u0000' }
  return JSON.stringify(withMarker).replace(marker, deep)
}

const json = (kind: string, text: string): Payload => ({
  kind,
  payload: text,
  contentType: 'application/json',
})

/** Bodies for a JSON endpoint: shaped by its schema, broken shapes, junk and broken encodings. */
export function jsonPayloads(
  schema: JsonSchema | undefined,
  ctx: FuzzContext,
  example?: unknown,
): fc.Arbitrary<Payload> {
  const valid = fromSchema(schema, ctx, true)
  const shaped = fromSchema(schema, ctx, false)
  const broken = fc
    .tuple(
      valid,
      fc.constantFrom<Mutation>('drop', 'retype', 'extra', 'prototype'),
      fc.nat(),
      fc.jsonValue({ maxDepth: 3 }),
      fc.oneof(hostileString, fc.string({ maxLength: 10 })),
    )
    .map(([value, mutation, pick, junk, key]) => mutate(value, mutation, pick, junk, key))
  const text = (value: unknown) => JSON.stringify(value) ?? 'null'
  const fromExample =
    example === undefined
      ? []
      : [
          { arbitrary: fc.constant(json('the example', text(example))), weight: 1 },
          {
            arbitrary: exampleWithHostileLeaf(example).map((v) =>
              json('example with one hostile value', text(v)),
            ),
            weight: 8,
          },
        ]
  return fc.oneof(
    ...fromExample,
    { arbitrary: valid.map((v) => json('valid shape', text(v))), weight: 6 },
    {
      arbitrary: withHostileLeaf(schema, ctx).map((v) => json('one hostile value', text(v))),
      weight: 6,
    },
    { arbitrary: shaped.map((v) => json('hostile shape', text(v))), weight: 4 },
    { arbitrary: broken.map((v) => json('broken shape', text(v))), weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => json('junk', text(v))), weight: 2 },
    {
      arbitrary: fc
        .tuple(shaped, fc.integer({ min: 50, max: 10_000 }), fc.boolean())
        .map(([v, depth, objects]) => json(`nested ${depth}`, deeplyNested(v, depth, objects))),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(shaped, fc.nat()).map(([v, at]) => {
        const t = text(v)
        return json('truncated JSON', t.slice(0, at % Math.max(t.length, 1)))
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(shaped, fc.constantFrom('}', ']', ',', ' x', '\u0000', '{}', '\n{"a":1}', 'garbage'))
        .map(([v, tail]) => json('trailing garbage', text(v) + tail)),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(shaped, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([v, contentType]) => ({ kind: `as ${contentType}`, payload: text(v), contentType })),
      weight: 1,
    },
    {
      arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
        kind: 'random bytes',
        payload: Buffer.from(bytes),
        contentType: 'application/json',
      })),
      weight: 1,
    },
  )
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json\u0000',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  '*/*',
  ';',
  'application/json, text/plain',
]

/** Inputs every JSON endpoint gets once: encodings, content types, empty and huge bodies. */
export function fixedJsonPayloads(example: unknown, bodyLimit: number): Payload[] {
  const text = JSON.stringify(example) ?? '{}'
  const hugeValue = (size: number) => {
    if (example && typeof example === 'object' && !Array.isArray(example)) {
      const key = Object.keys(example)[0] ?? 'value'
      return JSON.stringify({ ...example, [key]: 'é'.repeat(size / 2) })
    }
    return JSON.stringify('é'.repeat(size / 2))
  }
  const form = multipartText([{ name: 'json', value: text }])
  return [
    { kind: 'empty, no content type' },
    { kind: 'empty JSON', payload: '', contentType: 'application/json' },
    json('whitespace', '   \n'),
    json('BOM + JSON', '\ufeff' + text),
    {
      kind: 'BOM bytes + JSON',
      payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
      contentType: 'application/json',
    },
    json('truncated', text.slice(0, Math.max(1, text.length - 1))),
    json('trailing garbage', text + '}}'),
    json('two documents', text + text),
    json('single quotes', text.replace(/"/g, "'")),
    json('comments', `/* note */ ${text}`),
    json('NaN', '{"a": NaN}'),
    json('trailing comma', '{"a": 1,}'),
    json('null', 'null'),
    json('number', '42'),
    json('string', '"text"'),
    json('array', `[${text}]`),
    json('escaped NUL key', '{"\\u0000": 1}'),
    json('lone surrogate escape', '{"title": "\\ud800", "name": "\\udfff"}'),
    json('invalid escape', '{"title": "\\x41"}'),
    json('__proto__', `{"__proto__": {"isAdmin": true}, ${text.slice(1)}`.replace(', }', '}')),
    json('constructor.prototype', '{"constructor": {"prototype": {"isAdmin": true}}}'),
    json('nested __proto__', '{"a": {"b": {"__proto__": {"role": "admin"}}}}'),
    json('10k nested arrays', deeplyNested(example, 10_000, false)),
    json('10k nested objects', deeplyNested(example, 10_000, true)),
    json('10k nested arrays at the root', '['.repeat(10_000) + ']'.repeat(10_000)),
    json('just over the body limit', hugeValue(bodyLimit + 2)),
    json('1 MB string', JSON.stringify('a'.repeat(1024 * 1024))),
    json('a string near the body limit', hugeValue(Math.floor(bodyLimit * 0.9))),
    { kind: 'text/plain', payload: text, contentType: 'text/plain' },
    {
      kind: 'form-urlencoded',
      payload: 'a=1&b[c]=2&__proto__[x]=1',
      contentType: 'application/x-www-form-urlencoded',
    },
    { kind: 'multipart to a JSON route', payload: form.body, contentType: form.contentType },
    { kind: 'JSON without a content type', payload: text },
    {
      kind: 'invalid UTF-8',
      payload: Buffer.from([
        0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d,
      ]),
      contentType: 'application/json',
    },
  ]
}

/** One part of a multipart body. */
export interface Part {
  name: string
  value: string | Buffer
  filename?: string
  contentType?: string
}

/** A well-formed multipart/form-data body. */
export function multipartText(
  parts: Part[],
  boundary = '----fuzz' + Math.random().toString(16).slice(2),
) {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition =
      `Content-Disposition: form-data; name="${part.name}"` +
      (part.filename !== undefined ? `; filename="${part.filename}"` : '')
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : ''
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`))
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value)
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  }
}

/** Small files of several kinds: real image headers, video headers, text, random bytes. */
export interface SampleFiles {
  png: Buffer
  jpeg: Buffer
  gif: Buffer
}

const FILE_NAMES = fc.oneof(
  fc.constantFrom('photo.png', 'cover.jpg', 'lesson.webm', 'clip.mp4', 'a.gif', 'no-extension', ''),
  hostileString.map((s) => s.slice(0, 300).replace(/["\r\n]/g, '_')),
)

const FILE_TYPES = fc.constantFrom(
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'video/webm',
  'video/mp4',
  'application/json',
  'text/html',
  'application/octet-stream',
  'x/\u0000',
)

const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x86, 0x81, 0x01])
const MP4 = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d])

type Corruption =
  | 'none'
  | 'truncated'
  | 'no closing boundary'
  | 'wrong boundary'
  | 'no boundary parameter'
  | 'LF line endings'
  | 'no disposition'
  | 'garbage'

function corrupt(body: Buffer, boundary: string, how: Corruption, at: number): Payload {
  const contentType = `multipart/form-data; boundary=${boundary}`
  switch (how) {
    case 'truncated':
      return {
        kind: 'truncated multipart',
        payload: body.subarray(0, at % Math.max(body.length, 1)),
        contentType,
      }
    case 'no closing boundary':
      return {
        kind: 'multipart without its end',
        payload: body.subarray(0, body.length - boundary.length - 6),
        contentType,
      }
    case 'wrong boundary':
      return {
        kind: 'multipart, other boundary',
        payload: body,
        contentType: 'multipart/form-data; boundary=not-the-one',
      }
    case 'no boundary parameter':
      return {
        kind: 'multipart without boundary',
        payload: body,
        contentType: 'multipart/form-data',
      }
    case 'LF line endings':
      return {
        kind: 'multipart with LF',
        payload: Buffer.from(body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'),
        contentType,
      }
    case 'no disposition':
      return {
        kind: 'multipart without disposition',
        payload: Buffer.from(
          body.toString('latin1').replace(/Content-Disposition: [^\r]*/g, 'X-Nothing: 1'),
          'latin1',
        ),
        contentType,
      }
    case 'garbage':
      return {
        kind: 'multipart garbage',
        payload: Buffer.concat([
          body.subarray(0, at % Math.max(body.length, 1)),
          Buffer.from(`\r\n--${boundary}\r\n\u0000\u0000garbage`),
        ]),
        contentType,
      }
    default:
      return { kind: 'multipart', payload: body, contentType }
  }
}

/** Bodies for a multipart endpoint: files and fields (shaped by `fields` when documented), broken forms. */
export function multipartPayloads(
  fields: JsonSchema | undefined,
  ctx: FuzzContext,
  files: SampleFiles,
): fc.Arbitrary<Payload> {
  const fileBytes = fc.oneof(
    fc.constantFrom(
      files.png,
      files.jpeg,
      files.gif,
      WEBM,
      MP4,
      Buffer.alloc(0),
      Buffer.from('<svg onload=alert(1)>'),
    ),
    fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
    fc
      .tuple(fc.constantFrom(files.png, files.jpeg, WEBM), fc.nat())
      .map(([b, at]) => b.subarray(0, at % b.length)),
  )
  const filePart = fc.record({
    name: fc.constantFrom('file', 'avatar', 'cover', 'video', 'image', ''),
    value: fileBytes,
    filename: FILE_NAMES,
    contentType: FILE_TYPES,
  })
  const fieldValues = fields
    ? fc
        .oneof(
          fromSchema(fields, ctx, true),
          withHostileLeaf(fields, ctx),
          fromSchema(fields, ctx, false),
        )
        .map((value) =>
          value && typeof value === 'object' && !Array.isArray(value)
            ? Object.entries(value).map(([name, v]) => ({
                name,
                value: typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
              }))
            : [{ name: 'value', value: JSON.stringify(value) ?? '' }],
        )
    : fc.array(
        fc.record({
          name: fc.oneof(fc.string({ maxLength: 10 }), hostileString),
          value: hostileString,
        }),
        { maxLength: 3 },
      )
  const form = fc
    .tuple(
      fieldValues,
      fc.array(filePart, { maxLength: fields ? 1 : 3, minLength: 0 }),
      fc.boolean(),
      fc.constantFrom<Corruption>(
        'none',
        'none',
        'none',
        'none',
        'truncated',
        'no closing boundary',
        'wrong boundary',
        'no boundary parameter',
        'LF line endings',
        'no disposition',
        'garbage',
      ),
      fc.nat(),
    )
    .map(([textParts, fileParts, filesFirst, how, at]) => {
      const parts: Part[] = filesFirst ? [...fileParts, ...textParts] : [...textParts, ...fileParts]
      const { body, boundary } = multipartText(parts)
      return corrupt(body, boundary, how, at)
    })
  return fc.oneof(
    { arbitrary: form, weight: 12 },
    {
      arbitrary: fields
        ? fromSchema(fields, ctx, true).map((v) =>
            json('JSON to a multipart route', JSON.stringify(v) ?? 'null'),
          )
        : fc
            .jsonValue({ maxDepth: 2 })
            .map((v) => json('JSON to a multipart route', JSON.stringify(v) ?? 'null')),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([bytes, contentType]) => ({
          kind: `bytes as ${contentType}`,
          payload: Buffer.from(bytes),
          contentType,
        })),
      weight: 1,
    },
  )
}

/** Inputs every multipart endpoint gets once. */
export function fixedMultipartPayloads(files: SampleFiles, bodyLimit: number): Payload[] {
  const one = multipartText([
    { name: 'file', value: files.png, filename: 'a.png', contentType: 'image/png' },
  ])
  const many = multipartText(Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: 'x' })))
  const manyFiles = multipartText(
    Array.from({ length: 5 }, (_, i) => ({
      name: 'file',
      value: files.png,
      filename: `${i}.png`,
      contentType: 'image/png',
    })),
  )
  const hugeHeader = multipartText([{ name: 'a'.repeat(100_000), value: 'x' }])
  const bigFile = multipartText([
    {
      name: 'file',
      value: Buffer.alloc(bodyLimit + 10, 0x41),
      filename: 'big.png',
      contentType: 'image/png',
    },
  ])
  return [
    { kind: 'empty, no content type' },
    { kind: 'empty multipart', payload: '', contentType: 'multipart/form-data; boundary=x' },
    {
      kind: 'only the end boundary',
      payload: '--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    },
    { kind: 'boundary only', payload: '--x\r\n', contentType: 'multipart/form-data; boundary=x' },
    { kind: 'headers only', payload: one.body.subarray(0, 80), contentType: one.contentType },
    { kind: 'JSON body', payload: '{"file": "x"}', contentType: 'application/json' },
    { kind: 'text/plain', payload: 'file=x', contentType: 'text/plain' },
    {
      kind: 'form-urlencoded',
      payload: 'file=x&__proto__[a]=1',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      kind: 'boundary with quotes',
      payload: one.body,
      contentType: `multipart/form-data; boundary="${one.boundary}"`,
    },
    {
      kind: 'very long boundary',
      payload: '--' + 'b'.repeat(5000) + '\r\n',
      contentType: `multipart/form-data; boundary=${'b'.repeat(5000)}`,
    },
    { kind: 'many fields', payload: many.body, contentType: many.contentType },
    { kind: 'many files', payload: manyFiles.body, contentType: manyFiles.contentType },
    { kind: 'huge part header', payload: hugeHeader.body, contentType: hugeHeader.contentType },
    { kind: 'over the body limit', payload: bigFile.body, contentType: bigFile.contentType },
    {
      kind: 'multipart/mixed',
      payload: one.body,
      contentType: `multipart/mixed; boundary=${one.boundary}`,
    },
  ]
}

/** Raw path segments that have broken routers and parsers. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '0x10',
  '99999999999999999999999999',
  '2147483648',
  '9007199254740993',
  '%00',
  '1%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%F0%9F%98%80',
  'a'.repeat(10_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  "1'%20OR%20'1'%3D'1",
  '%3Cscript%3E',
  '__proto__',
  'constructor',
  '%20',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffffx',
]

/** Raw query strings (without `?`) for an endpoint with these documented parameters. */
export function hostileQueries(names: string[]): string[] {
  const generic = [
    'page=-1&page=2',
    'page=99999999999999999999999999',
    'page=1e309',
    'page[]=1&page[]=2',
    'page[0]=1',
    'a[b][c]=1',
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'q=%00',
    '%00=1',
    'q=%',
    'q=%ZZ',
    'q=%E0%A4%A',
    'q=%ED%A0%80',
    `q=${'a'.repeat(10_000)}`,
    `${'k'.repeat(10_000)}=1`,
    'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    "q='%20OR%201%3D1%20--",
    '&&&==&=',
    '=',
    '?',
    'q',
  ]
  const perName = names.flatMap((n) => [
    `${n}=-1`,
    `${n}=0`,
    `${n}=99999999999999999999999999`,
    `${n}=1.5`,
    `${n}=NaN`,
    `${n}=1&${n}=2`,
    `${n}[]=1`,
    `${n}[b][c]=1`,
    `${n}=%00`,
    `${n}=%E0%A4%A`,
    `${n}=${'9'.repeat(10_000)}`,
    `${n}=%F0%9F%98%80`,
    `${n}=,,,`,
    `${n}=`,
  ])
  return [...generic, ...perName]
}
