import { describe, expect, it } from 'vitest'
import { ContactParamsSchema } from '../email/index'
import { hasVisibleCharacters, isWellFormedText, optionalText, requiredText } from './index'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message

describe('requiredText', () => {
  const name = requiredText({ label: 'Name', max: 10 })
  it.each([
    [undefined, 'Name is required'],
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['\u200b\u200b', 'Name must contain visible characters'],
    ['\u0007', 'Name must contain visible characters'],
    ['\u3164', 'Name must contain visible characters'],
    ['a\u0000b', 'Name contains characters that are not allowed'],
    ['a\tb', 'Name contains characters that are not allowed'],
    ['a\u0085b', 'Name contains characters that are not allowed'],
    ['\udfff', 'Name contains characters that are not allowed'],
    ['a\ud800b', 'Name contains characters that are not allowed'],
    ['abcdefghijk', 'Name is too long'],
  ])('rejects %j with "%s"', (value, message) => {
    expect(firstMessage(name.safeParse(value))).toBe(message)
  })
  it.each([
    ['Ada', 'Ada'],
    [' Zoe\u0308 ', 'Zo\u00eb'],
    ['\u00c5sa \ud83d\ude00', '\u00c5sa \ud83d\ude00'],
    ['\u0645\u0631\u064a\u0645', '\u0645\u0631\u064a\u0645'],
  ])('accepts %j as %j', (value, expected) => {
    expect(name.parse(value)).toBe(expected)
  })
  it('lets a multiline text keep tabs and line breaks, never NUL', () => {
    const message = requiredText({ label: 'Message', max: 100, multiline: true })
    expect(message.parse('Hi,\r\n\tthanks')).toBe('Hi,\r\n\tthanks')
    expect(firstMessage(message.safeParse('Hi\u0000'))).toBe(
      'Message contains characters that are not allowed',
    )
  })
  it('helpers', () => {
    expect(isWellFormedText('a\ud83d\ude00')).toBe(true)
    expect(isWellFormedText('\ude00\ud83d')).toBe(false)
    expect(hasVisibleCharacters('\u200b\u200c\u200d\u2060')).toBe(false)
  })
})

describe('optionalText', () => {
  const comment = optionalText({ label: 'Comment', max: 10, multiline: true })

  it.each([
    [undefined, 'Comment must be text'],
    ['\u200b\u200b', 'Comment must contain visible characters'],
    ['a\u0000b', 'Comment contains characters that are not allowed'],
    ['lone \udfff', 'Comment contains characters that are not allowed'],
    ['abcdefghijk', 'Comment is too long'],
  ])('rejects %j with "%s"', (value, message) => {
    expect(firstMessage(comment.safeParse(value))).toBe(message)
  })

  it.each([
    ['', ''],
    ['   ', ''],
    [' Zoe\u0308 ', 'Zo\u00eb'],
    ['Hi,\n\tyou', 'Hi,\n\tyou'],
  ])('accepts %j as %j', (value, expected) => {
    expect(comment.parse(value)).toBe(expected)
  })
})

describe('ContactParamsSchema', () => {
  const valid = { first_name: 'Nora', email: 'nora@example.test', title: 'Hi', message: 'Hello' }
  it.each([
    ['first_name', 'No\u0000ra', 'First name contains characters that are not allowed'],
    ['title', '\u200b', 'Title must contain visible characters'],
    ['message', 'lone \udfff', 'Message contains characters that are not allowed'],
    ['message', 'a\u0000b', 'Message contains characters that are not allowed'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(firstMessage(ContactParamsSchema.safeParse({ ...valid, [field]: value }))).toBe(message)
  })
  it('keeps line breaks in a message', () => {
    expect(ContactParamsSchema.parse({ ...valid, message: 'a\nb' }).message).toBe('a\nb')
  })
})
