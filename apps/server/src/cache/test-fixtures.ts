import type { CourseInput } from '@app/domain/authoring'

/** A valid add-course form whose title carries `word`. */
export const courseInput = (word: string, overrides: Partial<CourseInput> = {}): CourseInput => ({
  title: `Cached ${word} Fundamentals`,
  category: 'Data Science',
  level: 'Intermediate',
  description: `A practical course about ${word}: from first principles to a working project.`,
  videoSource: 'YouTube',
  videoUrl: 'https://www.youtube.com/watch?v=abc123',
  sections: [
    {
      title: 'Getting started',
      lessons: [
        { title: 'Welcome', type: 'video', durationMinutes: 12, isPreview: true, description: '' },
      ],
    },
  ],
  tags: ['cache', word.toLowerCase()],
  languages: ['English'],
  courseTags: ['New'],
  priceCents: 4900,
  durationBucket: '0-1 Hour',
  features: ['Subtitle'],
  ...overrides,
})
