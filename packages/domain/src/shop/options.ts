// The shop's options without zod: what a page needs on its first load (the schemas are in
// index.ts, which re-exports these).
import { COURSE_SORTS } from '../catalog/options'

/** The shop's sort choices: products sort the same ways as the course grid's courses. */
export const PRODUCT_SORTS = COURSE_SORTS
export const PRODUCT_PAGE_SIZE = 12
