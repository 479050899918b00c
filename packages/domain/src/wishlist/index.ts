import { z } from 'zod'

/** The most courses one account's wishlist holds; a merge beyond it keeps the first ones. */
export const MAX_WISHLIST_COURSES = 200

export const WISHLIST_FULL_MESSAGE = `A wishlist holds at most ${MAX_WISHLIST_COURSES} courses: remove one to save another`

const CourseIdSchema = z
  .number({ error: 'A course id is a whole number' })
  .int('A course id is a whole number')
  .positive('A course id is a whole number')
  .max(2_147_483_647, 'A course id is a whole number')

/**
 * A signed-in student's wishlist (SPEC section 3: "a list of course ids"), oldest first. Only
 * published courses are listed: one withdrawn from the catalog drops out of it.
 */
export const WishlistSchema = z.object({ courseIds: z.array(z.number().int()) })
export type Wishlist = z.infer<typeof WishlistSchema>

/** The path of one saved course: `/api/me/wishlist/{courseId}`. */
export const WishlistCourseParamsSchema = z.object({ courseId: z.string().max(40) })

/**
 * The browser's wishlist, merged into the account at login. Ids of courses that are not in the
 * catalog are ignored.
 */
export const WishlistMergeInputSchema = z.object({
  courseIds: z
    .array(CourseIdSchema)
    .max(MAX_WISHLIST_COURSES, `A wishlist holds at most ${MAX_WISHLIST_COURSES} courses`),
})
export type WishlistMergeInput = z.infer<typeof WishlistMergeInputSchema>
