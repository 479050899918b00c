import fc from 'fast-check'
import type { JsonSchema } from '../openapi'
import { fromSchema, type FuzzContext } from './from-schema'
import { hostileString } from './hostile-values'
import { withHostileLeaf } from './json-mutations'
import { json, WRONG_CONTENT_TYPES, type Payload } from './payload'

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
