/**
 * schema.org objects for the JSON-LD of public pages (usePageMeta writes them). Addresses are
 * site paths; the head writer makes them absolute with the site's origin. Each builder returns
 * only what the page itself shows, so the structured data never claims more than a visitor sees.
 * Each object `satisfies` its schema-dts type (the schema.org vocabulary): a misspelt property or
 * a wrong kind of value fails the typecheck, while the builder keeps the exact shape it returns.
 */
import type {
  Article,
  CourseDetail,
  CourseSummary,
  Instructor,
  InstructorDetail,
} from '@app/domain/catalog'
import { CURRENCY, centsToDecimal } from '@app/domain/money'
import type { Product } from '@app/domain/shop'
import type * as Schema from 'schema-dts'
import { paths } from '../config/paths'
import { SITE_NAME } from './page-meta'

/** The generated sharing images (GET /api/og/...): 1200 x 630 PNG cards. */
export const sharingImage = {
  width: 1200,
  height: 630,
  site: '/api/og/site.png',
  logo: '/api/og/logo.png',
  course: (id: number) => `/api/og/courses/${id}.png`,
  product: (id: number) => `/api/og/products/${id}.png`,
  mentor: (id: number) => `/api/og/mentors/${id}.png`,
  article: (id: number) => `/api/og/articles/${id}.png`,
} as const

const ORGANIZATION_ID = '/#organization'
const WEBSITE_ID = '/#website'

/** The site's operator, referred to by `@id` from every other object. */
export function organizationLd() {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: SITE_NAME,
    url: paths.home,
    logo: sharingImage.logo,
  } satisfies Schema.Organization
}

/** The site, with the search box search engines may offer (`/search?q=`). */
export function webSiteLd() {
  // `query-input` is an action constraint: schema-dts types it on the action itself.
  const search = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: '/search?q={search_term_string}' },
    'query-input': 'required name=search_term_string',
  } satisfies Schema.WithActionConstraints<Schema.SearchAction>
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: SITE_NAME,
    url: paths.home,
    publisher: { '@id': ORGANIZATION_ID },
    potentialAction: search,
  } satisfies Schema.WebSite
}

export interface Crumb {
  name: string
  /** Site path; the current page (last crumb) may leave it out. */
  path?: string | undefined
}

/** Home followed by the trail, numbered from 1 as the schema asks. */
export function breadcrumbLd(trail: readonly Crumb[]) {
  const crumbs: Crumb[] = [{ name: 'Home', path: paths.home }, ...trail]
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(
      (crumb, i) =>
        ({
          '@type': 'ListItem',
          position: i + 1,
          name: crumb.name,
          // Left out on the last item, the page itself.
          ...(crumb.path ? { item: crumb.path } : {}),
        }) satisfies Schema.ListItem,
    ),
  } satisfies Schema.BreadcrumbList
}

/** A rating as shown on the page (one decimal); none without any rating to show. */
function aggregateRating(rating: number, count: number, kind: 'ratingCount' | 'reviewCount') {
  if (!(count > 0) || !Number.isFinite(rating) || rating <= 0) return undefined
  const ratingValue = Math.round(Math.min(5, rating) * 10) / 10
  return {
    '@type': 'AggregateRating',
    ratingValue,
    ...(kind === 'ratingCount' ? { ratingCount: count } : { reviewCount: count }),
    bestRating: 5,
    worstRating: 1,
  } satisfies Schema.AggregateRating
}

/** Whole minutes as an ISO 8601 duration: 3270 -> "PT54H30M". */
export function isoDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes))
  const h = Math.floor(total / 60)
  const m = total % 60
  if (!h && !m) return 'PT0M'
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}`
}

/** The catalog's language names as BCP 47 tags (the spec's list says "Spain" for Spanish). */
const LANGUAGE_TAGS: Record<string, string> = {
  English: 'en',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Turkish: 'tr',
  Spain: 'es',
  Spanish: 'es',
  Japanese: 'ja',
  Thailand: 'th',
  Thai: 'th',
}

const isWebAddress = (href: string | null | undefined): href is string =>
  !!href && /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(href)

/** A mentor as a schema.org Person: name, title, picture, page and social profiles. */
export function personLd(instructor: Instructor) {
  const sameAs = [
    instructor.website,
    instructor.social.facebook,
    instructor.social.twitter,
    instructor.social.linkedin,
    instructor.social.instagram,
  ].filter(isWebAddress)
  return {
    '@type': 'Person',
    name: instructor.name,
    url: paths.instructor(instructor.id),
    ...(instructor.title ? { jobTitle: instructor.title } : {}),
    ...(instructor.description ? { description: instructor.description } : {}),
    image: sharingImage.mentor(instructor.id),
    ...(sameAs.length ? { sameAs } : {}),
    ...(instructor.filterCategories.length ? { knowsAbout: instructor.filterCategories } : {}),
  } satisfies Schema.Person
}

/** A mentor's page: a ProfilePage whose main entity is the mentor. */
export function profilePageLd(instructor: InstructorDetail | Instructor) {
  return {
    '@type': 'ProfilePage',
    url: paths.instructor(instructor.id),
    mainEntity: personLd(instructor),
  } satisfies Schema.ProfilePage
}

/** A course with its provider, price, rating, language and video hours (Google's course info). */
export function courseLd(course: CourseDetail) {
  const url = paths.course(course.id)
  const languages = course.language.map((l) => LANGUAGE_TAGS[l]).filter((t): t is string => !!t)
  const rating = aggregateRating(course.rating, course.ratingCount, 'ratingCount')
  const creator = {
    '@type': 'Person',
    name: course.instructor.name,
    url: paths.instructor(course.instructor.id),
    ...(course.instructor.title ? { jobTitle: course.instructor.title } : {}),
  } satisfies Schema.Person
  return {
    '@type': 'Course',
    '@id': `${url}#course`,
    name: course.title,
    description: course.description || course.skills || course.title,
    url,
    image: sharingImage.course(course.id),
    provider: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: SITE_NAME, url: paths.home },
    creator,
    offers: [
      {
        '@type': 'Offer',
        // A decimal amount with two fraction digits ("249.00").
        price: centsToDecimal(course.priceCents),
        priceCurrency: CURRENCY,
        // Free or Paid: Google's course info reads it.
        category: course.priceCents === 0 ? 'Free' : 'Paid',
        availability: 'https://schema.org/InStock',
        url,
      },
    ],
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        // The ISO 8601 duration of the course's video ("PT54H30M").
        courseWorkload: isoDuration(course.durationMinutes),
        instructor: creator,
      },
    ],
    ...(rating ? { aggregateRating: rating } : {}),
    educationalLevel: course.level,
    ...(languages.length ? { inLanguage: [...new Set(languages)] } : {}),
    ...(course.learnPoints.length ? { teaches: course.learnPoints } : {}),
    ...(course.requirements.length ? { coursePrerequisites: course.requirements } : {}),
    ...(course.updatedAt ? { dateModified: course.updatedAt } : {}),
  } satisfies Schema.Course
}

/** Home → Courses → the course's first category → the course, as on the course page. */
export function courseBreadcrumbLd(course: CourseSummary) {
  const category = course.filterCategories[0]
  return breadcrumbLd([
    { name: 'Courses', path: paths.courses },
    ...(category
      ? [{ name: category, path: `${paths.courses}?categories=${encodeURIComponent(category)}` }]
      : []),
    { name: course.title, path: paths.course(course.id) },
  ])
}

/** A shop product with its offer (in stock or not) and its rating. */
export function productLd(product: Product) {
  const url = paths.shopSingle(product.id)
  const rating = aggregateRating(product.rating, product.totalReviews, 'reviewCount')
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    description: product.description || product.title,
    url,
    image: [sharingImage.product(product.id), product.imgSrc],
    sku: product.sku,
    category: product.category,
    brand: { '@type': 'Brand', name: product.author || SITE_NAME },
    offers: {
      '@type': 'Offer',
      price: centsToDecimal(product.priceCents),
      priceCurrency: CURRENCY,
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      url,
    },
    ...(rating ? { aggregateRating: rating } : {}),
  } satisfies Schema.Product
}

/** Home → Shop → the product. */
export function productBreadcrumbLd(product: Product) {
  return breadcrumbLd([
    { name: 'Shop', path: paths.shopList },
    { name: product.title, path: paths.shopSingle(product.id) },
  ])
}

/** Home → Instructors → the mentor. */
export function mentorBreadcrumbLd(instructor: Instructor) {
  return breadcrumbLd([
    { name: 'Instructors', path: paths.instructors },
    { name: instructor.name, path: paths.instructor(instructor.id) },
  ])
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110

/** A blog article with its author, date, section and picture. */
export function blogPostingLd(article: Article) {
  const url = paths.article(article.id)
  const headline =
    article.title.length <= HEADLINE_MAX
      ? article.title
      : `${article.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…`
  return {
    '@type': 'BlogPosting',
    headline,
    description: article.excerpt,
    url,
    mainEntityOfPage: url,
    image: [sharingImage.article(article.id)],
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author },
    publisher: organizationLd(),
    articleSection: article.category,
    commentCount: article.comments,
  } satisfies Schema.BlogPosting
}

/** Home → Blog → the article. */
export function articleBreadcrumbLd(article: Article) {
  return breadcrumbLd([
    { name: 'Blog', path: paths.blog },
    { name: article.title, path: paths.article(article.id) },
  ])
}
