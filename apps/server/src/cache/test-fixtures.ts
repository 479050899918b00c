import type { CourseFormValues } from '@app/domain/authoring'
import { courseInput as gateCourseInput } from '../gates/fixtures'

/** The gates' valid add-course form, its title naming the cache ("Cached `word` Fundamentals"). */
export const courseInput = (
  word: string,
  overrides: Partial<CourseFormValues> = {},
): CourseFormValues => ({
  ...gateCourseInput(word),
  title: `Cached ${word} Fundamentals`,
  ...overrides,
})
