import { describe, expect, it } from 'vitest'
import {
  CourseDraftDataSchema,
  CourseInputSchema,
  curriculumTotals,
  durationBucketFor,
  splitTags,
} from './index'

const valid = {
  title: 'Quantum Basics',
  category: 'Data Science',
  level: 'Beginner',
  description: 'Qubits, gates and a first circuit you can run yourself.',
  videoSource: 'YouTube',
  videoUrl: 'https://example.com/v',
  sections: [{ title: 'Start', lessons: [{ title: 'Hello', type: 'video', durationMinutes: 5 }] }],
  tags: ['quantum'],
  languages: ['English'],
  courseTags: [],
  priceCents: 0,
  durationBucket: '0-1 Hour',
}

describe('CourseInputSchema', () => {
  it('accepts a complete course and fills the defaults', () => {
    const parsed = CourseInputSchema.parse(valid)
    expect(parsed.features).toEqual([])
    expect(parsed.sections[0]!.lessons[0]).toMatchObject({ isPreview: false, description: '' })
  })

  it.each([
    [{ title: '  ' }, 'Course Title is required'],
    [{ tags: ['a', 'A'] }, 'Each tag only once'],
    [{ priceCents: 100_001 }, 'A course costs at most $1,000.00'],
    [{ description: 'Too short' }, 'Describe the course in at least 30 characters'],
    [{ videoUrl: 'ftp://x' }, 'Enter a video URL starting with https://'],
  ])('refuses %o with "%s"', (overrides, message) => {
    const result = CourseInputSchema.safeParse({ ...valid, ...overrides })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})

describe('CourseDraftDataSchema', () => {
  it('keeps a half-typed form but refuses control characters', () => {
    expect(
      CourseDraftDataSchema.safeParse({ title: '', sections: [{ lessons: [{}] }] }).success,
    ).toBe(true)
    expect(CourseDraftDataSchema.safeParse({ title: 'a\u0007' }).success).toBe(false)
  })
})

describe('helpers', () => {
  it.each([
    [45, '0-1 Hour'],
    [60, '0-1 Hour'],
    [61, '1-3 Hours'],
    [240, '3-6 Hours'],
  ])('puts %i minutes in %s', (minutes, bucket) => {
    expect(durationBucketFor(minutes)).toBe(bucket)
  })
  it('adds up a curriculum and splits tags', () => {
    expect(
      curriculumTotals([{ lessons: [{ durationMinutes: 5 }, { durationMinutes: null }] }]),
    ).toEqual({ lessons: 2, minutes: 5 })
    expect(splitTags(' react, , node ,')).toEqual(['react', 'node'])
  })
})
