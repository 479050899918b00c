import { z } from 'zod'
import { EMAIL_PATTERN } from '../auth/index'
import { CourseSortSchema } from '../catalog/schemas'
import { PRODUCT_PAGE_SIZE } from './options'

export { PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from './options'

/** The same values as the course grid's sort (`PRODUCT_SORTS`). */
export const ProductSortSchema = CourseSortSchema
export type ProductSort = z.infer<typeof ProductSortSchema>

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z.number().int().min(1).max(max).catch(fallback).default(fallback),
  )

/** `GET /api/products` query: sort and page (the web keeps them in the URL). */
export const ProductListQuerySchema = z.object({
  sort: ProductSortSchema.catch('default').default('default'),
  page: positiveInt(1, 10_000),
  pageSize: positiveInt(PRODUCT_PAGE_SIZE, 48),
})
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>

export const ProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Integer cents. */
  priceCents: z.number().int(),
  /** Struck-through price in integer cents, or null. */
  compareAtCents: z.number().int().nullable(),
  rating: z.number(),
  totalReviews: z.number().int(),
  /** URL of the product's own artwork. */
  imgSrc: z.string(),
  sku: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  description: z.string(),
  author: z.string(),
  /** Units that can still be bought. */
  stock: z.number().int(),
})
export type Product = z.infer<typeof ProductSchema>

export const ProductListResponseSchema = z.object({
  items: z.array(ProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
})
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>

export const ProductReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Id-derived avatar seed (the web draws the avatar). */
  avatarSeed: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  isVerifiedPurchase: z.boolean(),
})
export type ProductReview = z.infer<typeof ProductReviewSchema>

export const ProductReviewListSchema = z.object({
  items: z.array(ProductReviewSchema),
  total: z.number().int(),
  average: z.number(),
  /** Count of reviews per star, index 0 = 1 star ... index 4 = 5 stars. */
  distribution: z.array(z.number().int()).length(5),
})
export type ProductReviewList = z.infer<typeof ProductReviewListSchema>

/**
 * True when `text` holds a control character (C0, DEL or C1). Line breaks and tabs count only
 * when `multiline` is false: a message may span lines, a name or a title may not.
 */
export function hasControlCharacters(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

const requiredText = (
  message: string,
  max: number,
  tooLong: string,
  notAllowed: string,
  multiline = false,
) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    .refine((text) => !hasControlCharacters(text, multiline), notAllowed)

/** The shop review form of SPEC section 3 (rating, first name, email, phone, title, message). */
export const ProductReviewInputSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  firstName: requiredText(
    'First name is required',
    80,
    'First name is too long',
    'First name contains characters that are not allowed',
  ),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email address')
    .regex(EMAIL_PATTERN, 'Invalid email address'),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .max(20, 'Phone is too long')
    .regex(/^\+?[0-9][0-9 ]*$/, 'Phone must be numeric'),
  title: requiredText(
    'Title is required',
    120,
    'Title is too long',
    'Title contains characters that are not allowed',
  ),
  message: requiredText(
    'Message is required',
    4000,
    'Message is too long',
    'Message contains characters that are not allowed',
    true,
  ),
})
export type ProductReviewInput = z.infer<typeof ProductReviewInputSchema>
