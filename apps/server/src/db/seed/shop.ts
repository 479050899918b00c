import type { Db } from '../client'
import { coupons, productReviews, products } from '../schema/index'

export interface SeedProductReview {
  name: string
  rating: 1 | 2 | 3 | 4 | 5
  title: string
  body: string
  /** Day the review was written (UTC). */
  on: string
}

export interface SeedProduct {
  id: number
  title: string
  author: string
  description: string
  priceCents: number
  compareAtCents: number | null
  sku: string
  category: string
  tags: string[]
  stock: number
  reviews: SeedProductReview[]
}

/** The shop's sample products: books, kits, stationery and course gift cards (ids 1..12). */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    id: 1,
    title: 'Modern Web Development with TypeScript',
    author: 'Maya Lindqvist',
    description:
      'A hands-on guide to building web applications with TypeScript from the first component to production. Each chapter grows one real project: routing, forms, data fetching, testing and deployment. Written for developers who know some JavaScript and want code they can still change a year later.',
    priceCents: 3900,
    compareAtCents: 4900,
    sku: 'LL-BK-001',
    category: 'Books',
    tags: ['TypeScript', 'Web Development', 'Book'],
    stock: 120,
    reviews: [
      {
        name: 'Jonas',
        rating: 5,
        title: 'The book I wish I had earlier',
        body: 'Clear, practical and never padded. The chapter on typing API answers alone saved me a week.',
        on: '2026-03-14',
      },
      {
        name: 'Priya',
        rating: 4,
        title: 'Great project-based structure',
        body: 'Following one project through the whole book works really well. The deployment chapter could go deeper.',
        on: '2026-05-02',
      },
      {
        name: 'Marco',
        rating: 5,
        title: 'Finally understood generics',
        body: 'The examples are small enough to type out and big enough to matter. Recommended to my whole team.',
        on: '2026-07-21',
      },
    ],
  },
  {
    id: 2,
    title: 'Practical Data Science with Python',
    author: 'Daniel Okafor',
    description:
      'From a messy spreadsheet to a model you can explain. The book walks through cleaning, exploring and visualising data with pandas, then builds and evaluates simple models step by step. Every dataset used is included, so you can follow along on your own laptop.',
    priceCents: 4499,
    compareAtCents: null,
    sku: 'LL-BK-002',
    category: 'Books',
    tags: ['Python', 'Data Science', 'Book'],
    stock: 85,
    reviews: [
      {
        name: 'Amelia',
        rating: 4,
        title: 'Solid introduction',
        body: 'Good pace and realistic datasets. I would have liked a little more on time series.',
        on: '2026-02-09',
      },
      {
        name: 'Tomás',
        rating: 5,
        title: 'Explains the why, not just the how',
        body: 'Every technique comes with a reason to use it and a warning about when not to.',
        on: '2026-06-18',
      },
    ],
  },
  {
    id: 3,
    title: 'Design Systems in Practice',
    author: 'Hana Kim',
    description:
      'How small teams build a design system people actually use. Covers tokens, component anatomy, documentation and the slow work of getting adoption. Includes worksheets for auditing an existing interface and planning the first release.',
    priceCents: 3450,
    compareAtCents: 4200,
    sku: 'LL-BK-003',
    category: 'Books',
    tags: ['Design', 'UI', 'Book'],
    stock: 60,
    reviews: [
      {
        name: 'Sofia',
        rating: 5,
        title: 'Practical and honest',
        body: 'Refreshingly honest about the politics of a design system. The audit worksheet is gold.',
        on: '2026-01-27',
      },
      {
        name: 'Lena',
        rating: 4,
        title: 'Useful for developers too',
        body: 'As a front-end developer I finally understand what our designers mean by tokens.',
        on: '2026-04-11',
      },
      {
        name: 'Kwame',
        rating: 3,
        title: 'Good, a bit short',
        body: 'Solid advice, but I expected more examples of component documentation.',
        on: '2026-08-05',
      },
    ],
  },
  {
    id: 4,
    title: 'SQL for Analysts: From Queries to Insight',
    author: 'Ravi Menon',
    description:
      'A friendly route from your first SELECT to window functions and reporting queries. Each chapter answers a business question with real tables and shows how to check the answer. Ideal for analysts who want to stop waiting on engineering for their numbers.',
    priceCents: 2999,
    compareAtCents: null,
    sku: 'LL-BK-004',
    category: 'Books',
    tags: ['SQL', 'Data Science', 'Book'],
    stock: 140,
    reviews: [
      {
        name: 'Hannah',
        rating: 5,
        title: 'Window functions finally clicked',
        body: 'The running-totals chapter is the clearest explanation I have read anywhere.',
        on: '2026-03-30',
      },
      {
        name: 'Oliver',
        rating: 4,
        title: 'Great exercises',
        body: 'Lots of exercises with answers. Some of the later ones are tough in a good way.',
        on: '2026-05-19',
      },
      {
        name: 'Yuki',
        rating: 4,
        title: 'Exactly what I needed at work',
        body: 'I now write my own weekly reports instead of asking for them.',
        on: '2026-09-03',
      },
      {
        name: 'Carlos',
        rating: 3,
        title: 'Good for beginners',
        body: 'Clear, though experienced users will skim the first half.',
        on: '2026-10-12',
      },
    ],
  },
  {
    id: 5,
    title: 'Wireframe Sketchbook and Stencil Set',
    author: 'Learnlane Studio',
    description:
      'A spiral-bound sketchbook with phone, tablet and desktop frames printed on dotted pages, plus a steel stencil of common interface shapes. Made for quick paper prototypes in workshops and design classes. 120 pages of thick paper that takes markers without bleeding.',
    priceCents: 2400,
    compareAtCents: 2900,
    sku: 'LL-ST-005',
    category: 'Stationery',
    tags: ['Design', 'Sketching', 'Stationery'],
    stock: 75,
    reviews: [
      {
        name: 'Elif',
        rating: 5,
        title: 'Perfect for workshops',
        body: 'We hand these out in our UX workshops and people keep using them afterwards.',
        on: '2026-04-22',
      },
      {
        name: 'Noah',
        rating: 4,
        title: 'Nice paper, handy stencil',
        body: 'Markers do not bleed through. The stencil could have a few more icons.',
        on: '2026-08-14',
      },
    ],
  },
  {
    id: 6,
    title: '75% Mechanical Keyboard Kit',
    author: 'Learnlane Studio',
    description:
      'A compact hot-swap keyboard kit with an aluminium case, a gasket-mounted plate and tactile switches. No soldering needed: press in the switches, fit the keycaps and start typing. Comes with a guide to programming your own layout.',
    priceCents: 24900,
    compareAtCents: 44900,
    sku: 'LL-HW-006',
    category: 'Electronics',
    tags: ['Keyboard', 'Hardware', 'Kit'],
    stock: 12,
    reviews: [
      {
        name: 'Ethan',
        rating: 5,
        title: 'Built it in an evening',
        body: 'Clear instructions and a solid, quiet board once assembled. Typing on it is a joy.',
        on: '2026-02-20',
      },
      {
        name: 'Mia',
        rating: 4,
        title: 'Great value on sale',
        body: 'Feels premium. The stock keycaps are fine but I swapped them for my own.',
        on: '2026-06-07',
      },
      {
        name: 'Lucas',
        rating: 5,
        title: 'My first custom keyboard',
        body: 'The layout guide made remapping easy. Already planning a second build.',
        on: '2026-09-25',
      },
    ],
  },
  {
    id: 7,
    title: 'Pi Starter Electronics Kit',
    author: 'Learnlane Studio',
    description:
      'A single-board computer with a case, power supply, memory card and a breadboard full of parts: LEDs, buttons, sensors and a small display. Twelve guided projects take you from blinking a light to logging the weather. A great companion to our programming courses.',
    priceCents: 8900,
    compareAtCents: 10900,
    sku: 'LL-HW-007',
    category: 'Electronics',
    tags: ['Raspberry Pi', 'Electronics', 'Kit'],
    stock: 40,
    reviews: [
      {
        name: 'Grace',
        rating: 5,
        title: 'Perfect first kit',
        body: 'My daughter and I did all twelve projects over the holidays. Everything worked first time.',
        on: '2026-01-08',
      },
      {
        name: 'Ahmed',
        rating: 4,
        title: 'Good parts, clear guide',
        body: 'Quality components. The weather logger project was the highlight.',
        on: '2026-05-26',
      },
      {
        name: 'Isla',
        rating: 4,
        title: 'Fun and educational',
        body: 'Would love a follow-up kit with motors.',
        on: '2026-10-01',
      },
    ],
  },
  {
    id: 8,
    title: 'Focus Pro Study Headset',
    author: 'Learnlane Studio',
    description:
      'A light over-ear headset with active noise cancelling and a boom microphone that keeps your voice clear in live mentoring sessions. Up to 30 hours of battery, a cable for when it runs out, and soft ear cushions for long study days.',
    priceCents: 7900,
    compareAtCents: 9900,
    sku: 'LL-HW-008',
    category: 'Electronics',
    tags: ['Headset', 'Audio', 'Remote Learning'],
    stock: 60,
    reviews: [
      {
        name: 'Chloe',
        rating: 4,
        title: 'Comfortable all day',
        body: 'I wear it for hours of lectures without discomfort. Noise cancelling is decent.',
        on: '2026-03-03',
      },
      {
        name: 'Samuel',
        rating: 3,
        title: 'Good microphone, average sound',
        body: 'My mentor says I sound great. Music is only okay, but that is not why I bought it.',
        on: '2026-07-09',
      },
      {
        name: 'Aisha',
        rating: 5,
        title: 'Made my study space quiet',
        body: 'Shared flat, noisy street, and now I can finally concentrate.',
        on: '2026-09-17',
      },
    ],
  },
  {
    id: 9,
    title: 'Dot-Grid Notebook Set (3 pack)',
    author: 'Learnlane Studio',
    description:
      'Three A5 notebooks with dot-grid pages, numbered pages and an index, bound flat so they open on any desk. Sized for lecture notes, code sketches and study plans. Recycled paper and cloth covers in three calm colours.',
    priceCents: 1800,
    compareAtCents: null,
    sku: 'LL-ST-009',
    category: 'Stationery',
    tags: ['Notebook', 'Stationery', 'Planning'],
    stock: 200,
    reviews: [
      {
        name: 'Ben',
        rating: 5,
        title: 'Lies flat, love it',
        body: 'Finally notebooks that stay open next to the keyboard.',
        on: '2026-02-15',
      },
      {
        name: 'Zara',
        rating: 4,
        title: 'Lovely paper',
        body: 'Fountain pen friendly. The index pages are a nice touch.',
        on: '2026-06-29',
      },
    ],
  },
  {
    id: 10,
    title: 'Learnlane Gift Card $25',
    author: 'Learnlane',
    description:
      'Give the gift of learning. The card is worth $25.00 towards any course, mentoring session or product on Learnlane, and never expires. Delivered by e-mail with a personal message.',
    priceCents: 2500,
    compareAtCents: null,
    sku: 'LL-GC-025',
    category: 'Gift Cards',
    tags: ['Gift Card', 'Courses'],
    stock: 200,
    reviews: [
      {
        name: 'Laura',
        rating: 5,
        title: 'Easy last-minute gift',
        body: 'Arrived instantly and my nephew picked a coding course the same day.',
        on: '2026-04-04',
      },
      {
        name: 'Peter',
        rating: 4,
        title: 'Simple and useful',
        body: 'Works as promised. I would like more card designs to choose from.',
        on: '2026-08-23',
      },
    ],
  },
  {
    id: 11,
    title: 'Learnlane Gift Card $50',
    author: 'Learnlane',
    description:
      'Give the gift of learning. The card is worth $50.00 towards any course, mentoring session or product on Learnlane, and never expires. Delivered by e-mail with a personal message.',
    priceCents: 5000,
    compareAtCents: null,
    sku: 'LL-GC-050',
    category: 'Gift Cards',
    tags: ['Gift Card', 'Courses'],
    stock: 200,
    reviews: [
      {
        name: 'Nadia',
        rating: 5,
        title: 'Great birthday present',
        body: 'My sister used it for a design course and loved it.',
        on: '2026-05-12',
      },
      {
        name: 'Felix',
        rating: 5,
        title: 'No fuss',
        body: 'Bought, sent, redeemed. Exactly what a gift card should be.',
        on: '2026-07-30',
      },
      {
        name: 'Olga',
        rating: 4,
        title: 'Nice personal message option',
        body: 'The message arrived with the card, which made it feel less impersonal.',
        on: '2026-10-19',
      },
    ],
  },
  {
    id: 12,
    title: 'Learnlane Gift Card $100',
    author: 'Learnlane',
    description:
      'Give the gift of learning. The card is worth $100.00 towards any course, mentoring session or product on Learnlane, and never expires. Delivered by e-mail with a personal message.',
    priceCents: 10000,
    compareAtCents: null,
    sku: 'LL-GC-100',
    category: 'Gift Cards',
    tags: ['Gift Card', 'Courses'],
    stock: 200,
    reviews: [
      {
        name: 'Victor',
        rating: 5,
        title: 'Team thank-you gift',
        body: 'We gave these to our interns at the end of the summer. Everyone found something useful.',
        on: '2026-08-31',
      },
      {
        name: 'Maria',
        rating: 4,
        title: 'Generous and flexible',
        body: 'Covers a full course with some left for a book.',
        on: '2026-10-27',
      },
    ],
  },
]

/**
 * A product's rating as stored: the average of its reviews to one decimal (halves up, as
 * PostgreSQL's `round(avg(rating), 1)`), 0 without any. `sum * 10 / n` is exact at the halves.
 */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0
  const sum = ratings.reduce((a, b) => a + b, 0)
  return Math.round((sum * 10) / ratings.length) / 10
}

/** Fixed ids for the sample reviews, so the seed stays idempotent (product 3, review 2 → …000302). */
export const seedReviewId = (productId: number, n: number): string =>
  `5eed0000-0000-4000-8000-${String(productId * 100 + n).padStart(12, '0')}`

/** The coupons of the commerce contract; SUMMER25 has expired, for the demo of a refusal. */
export const SEED_COUPONS = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    description: '10% off an order of $50.00 or more, once per customer',
    minSubtotalCents: 5000,
    expiresAt: null,
    usageLimit: null,
    perCustomerLimit: 1,
  },
  {
    code: 'SAVE20',
    kind: 'fixed',
    value: 2000,
    description: '$20.00 off an order of $100.00 or more',
    minSubtotalCents: 10000,
    expiresAt: new Date('2027-12-31T23:59:59Z'),
    usageLimit: 500,
    perCustomerLimit: null,
  },
  {
    code: 'SUMMER25',
    kind: 'percent',
    value: 25,
    description: '25% off everything, summer 2026',
    minSubtotalCents: null,
    expiresAt: new Date('2026-09-01T00:00:00Z'),
    usageLimit: null,
    perCustomerLimit: null,
  },
] as const satisfies readonly (typeof coupons.$inferInsert)[]

/**
 * The shop: products (rating and review count computed from their sample reviews), the sample
 * reviews and the coupons. Fixed ids and codes; rows that exist are left alone.
 */
export async function seedShop(db: Db): Promise<void> {
  await db
    .insert(products)
    .values(
      SEED_PRODUCTS.map(({ reviews, ...product }) => ({
        ...product,
        tags: [...product.tags],
        rating: averageRating(reviews.map((r) => r.rating)),
        totalReviews: reviews.length,
        createdAt: new Date(Date.UTC(2025, 10, product.id)),
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(productReviews)
    .values(
      SEED_PRODUCTS.flatMap((product) =>
        product.reviews.map((review, i) => {
          const at = new Date(`${review.on}T10:00:00Z`)
          return {
            id: seedReviewId(product.id, i + 1),
            productId: product.id,
            userId: null,
            name: review.name,
            rating: review.rating,
            title: review.title,
            body: review.body,
            isVerifiedPurchase: false,
            createdAt: at,
            updatedAt: at,
          }
        }),
      ),
    )
    .onConflictDoNothing()
  await db
    .insert(coupons)
    .values(SEED_COUPONS.map((c) => ({ ...c })))
    .onConflictDoNothing()
}
