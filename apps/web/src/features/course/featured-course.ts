/**
 * The course /course-single-v5 presents when no id is given: the seed's course with the spec's
 * figures (SPEC sections 2 and 9; apps/server/src/db/seed/catalog-courses.ts, FEATURED_COURSE_ID).
 */
export const FEATURED_COURSE_ID = 49

/** Figures the spec prints for that course that the catalog does not hold. */
export const FEATURED_COURSE_EXTRAS = { downloadableResources: 249 } as const

/**
 * The spec's sample price pair and the badge it prints for it: 249.00 against 449.00 reads
 * "39% OFF" in the spec (SPEC section 9), so that pair keeps the spec's badge.
 */
const SPEC_PRICE = { priceCents: 24_900, compareAtCents: 44_900, label: '39% OFF' } as const

/** The discount badge of a price against its compare-at price, or null without a discount. */
export function discountLabel(priceCents: number, compareAtCents: number | null): string | null {
  if (compareAtCents === null || compareAtCents <= priceCents || compareAtCents <= 0) return null
  if (priceCents === SPEC_PRICE.priceCents && compareAtCents === SPEC_PRICE.compareAtCents)
    return SPEC_PRICE.label
  return `${Math.round((1 - priceCents / compareAtCents) * 100)}% OFF`
}
