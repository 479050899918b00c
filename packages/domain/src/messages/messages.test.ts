import { describe, expect, it } from 'vitest'
import {
  findLinks,
  MessageInputSchema,
  messagePreview,
  OpenMentorThreadInputSchema,
  OpenStudentThreadInputSchema,
  splitLinks,
} from './index'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message

describe('MessageInputSchema', () => {
  it.each([
    [undefined, 'Message is required'],
    ['', 'Message is required'],
    [' \n\t ', 'Message is required'],
    ['\u200b\u2060', 'Message must contain visible characters'],
    ['Hi\u0000there', 'Message contains characters that are not allowed'],
    ['Hi\u001bthere', 'Message contains characters that are not allowed'],
    ['Hi\u0085there', 'Message contains characters that are not allowed'],
    ['lone \ud800 surrogate', 'Message contains characters that are not allowed'],
    ['x'.repeat(4001), 'A message is at most 4000 characters'],
    [42, 'Message is required'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(firstMessage(MessageInputSchema.safeParse({ body }))).toBe(message)
  })

  it('keeps line breaks and tabs, trims the ends and writes every line break as \\n', () => {
    expect(MessageInputSchema.parse({ body: '  Hello,\r\n\tsee you\rsoon \n' }).body).toBe(
      'Hello,\n\tsee you\nsoon',
    )
  })

  it('takes 4000 characters, and emoji and right-to-left text as they are', () => {
    expect(MessageInputSchema.parse({ body: 'x'.repeat(4000) }).body).toHaveLength(4000)
    expect(MessageInputSchema.parse({ body: 'مرحبا 👋' }).body).toBe('مرحبا 👋')
  })
})

describe('opening a thread', () => {
  it('names a mentor by their profile id and a student by their account id', () => {
    expect(OpenMentorThreadInputSchema.parse({ instructorId: 7 })).toEqual({ instructorId: 7 })
    expect(firstMessage(OpenMentorThreadInputSchema.safeParse({ instructorId: 0 }))).toBe(
      'Choose a mentor',
    )
    expect(firstMessage(OpenMentorThreadInputSchema.safeParse({ instructorId: 2 ** 31 }))).toBe(
      'Choose a mentor',
    )
    expect(firstMessage(OpenMentorThreadInputSchema.safeParse({ instructorId: '7' }))).toBe(
      'Choose a mentor',
    )
    const id = '6f1c1a4e-8d2b-4c47-9a51-0b6f3d2e8a10'
    expect(OpenStudentThreadInputSchema.parse({ studentId: id })).toEqual({ studentId: id })
    expect(firstMessage(OpenStudentThreadInputSchema.safeParse({ studentId: 'me' }))).toBe(
      'Choose a student',
    )
  })
})

describe('messagePreview', () => {
  it('puts the message on one line', () => {
    expect(messagePreview('Hello\n\n  there\tyou')).toBe('Hello there you')
  })
  it('cuts a long message at 140 characters with an ellipsis', () => {
    const preview = messagePreview('word '.repeat(100))
    expect(preview.length).toBeLessThanOrEqual(140)
    expect(preview.endsWith('word…')).toBe(true)
  })
  it('never splits an emoji', () => {
    const preview = messagePreview(`${'x'.repeat(138)}😀😀😀`)
    expect(preview).toBe(`${'x'.repeat(138)}…`)
  })
})

describe('splitLinks', () => {
  it.each([
    ['see https://learnlane.test/a?b=1#c ok', ['see ', 'https://learnlane.test/a?b=1#c', ' ok']],
    ['at www.example.com.', ['at ', 'www.example.com', '.']],
    ['(https://example.com/x)', ['(', 'https://example.com/x', ')']],
    [
      'https://en.wikipedia.org/wiki/Foo_(bar), yes',
      ['https://en.wikipedia.org/wiki/Foo_(bar)', ', yes'],
    ],
    [
      'two: http://a.example and https://b.example!',
      ['two: ', 'http://a.example', ' and ', 'https://b.example', '!'],
    ],
    ['<https://example.com>', ['<', 'https://example.com', '>']],
  ])('finds the links of %j', (text, pieces) => {
    const parts = splitLinks(text)
    expect(parts.map((p) => p.text)).toEqual(pieces)
    expect(parts.map((p) => p.text).join('')).toBe(text)
  })

  it('opens www addresses over https and leaves everything else as text', () => {
    expect(findLinks('go to www.example.com/path')).toEqual([
      { text: 'www.example.com/path', href: 'https://www.example.com/path' },
    ])
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com',
      'http://',
      'https://x',
      'file:///etc/passwd',
      'plain words only',
    ]) {
      expect(findLinks(text), text).toEqual([])
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }])
    }
  })

  it('gives nothing for an empty text', () => {
    expect(splitLinks('')).toEqual([])
  })
})
