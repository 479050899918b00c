import fc from 'fast-check'
import type { JsonSchema } from '../openapi'
import { fromSchema, type FuzzContext } from './from-schema'
import { hostileString } from './hostile-values'
import {
  deeplyNested,
  exampleWithHostileLeaf,
  mutate,
  withHostileLeaf,
  type Mutation,
} from './json-mutations'
import { multipartText } from './multipart-payloads'
import { json, WRONG_CONTENT_TYPES, type Payload } from './payload'

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
