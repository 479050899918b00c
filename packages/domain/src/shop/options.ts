// The shop's options without zod: what a page needs on its first load (the schemas are in
// index.ts, which re-exports these).

/** The shop's sort choices (the course grid's sort, without what products lack). */
export const PRODUCT_SORTS = [
  { value: 'default', label: 'Default' },
  { value: 'title-asc', label: 'Title (A-Z)' },
  { value: 'title-desc', label: 'Title (Z-A)' },
  { value: 'price-asc', label: 'Price (Low to High)' },
  { value: 'price-desc', label: 'Price (High to Low)' },
  { value: 'rating-asc', label: 'Rating (Low to High)' },
  { value: 'rating-desc', label: 'Rating (High to Low)' },
] as const
export const PRODUCT_PAGE_SIZE = 12
