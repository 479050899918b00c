/**
 * The page meta of the catalog's own pages (a course, a product, a mentor, an article): title,
 * description from the item's texts, canonical address, sharing card and structured data.
 */
import type { Article, CourseDetail, InstructorDetail } from '@app/domain/catalog'
import { CURRENCY, centsToDecimal } from '@app/domain/money'
import type { Product } from '@app/domain/shop'
import { paths } from '../config/paths'
import { formatCountOf, formatPriceOrFree } from './format'
import { metaDescription, type PageImage, type PageMeta } from './page-meta'
import {
  articleBreadcrumbLd,
  blogPostingLd,
  courseBreadcrumbLd,
  courseLd,
  mentorBreadcrumbLd,
  productBreadcrumbLd,
  productLd,
  profilePageLd,
  sharingImage,
} from './structured-data'

const card = (url: string, alt: string): PageImage => ({
  url,
  alt,
  width: sharingImage.width,
  height: sharingImage.height,
})

/** A course page (both layouts): canonical at /course-single-v1/{id}. */
export function coursePageMeta(course: CourseDetail): PageMeta {
  return {
    title: course.title,
    description: metaDescription(
      course.skills,
      course.description,
      `A ${course.level.toLowerCase()} course by ${course.author} on Learnlane, with ${formatCountOf(course.lessons, 'lesson')}, a certificate and lifetime access`,
    ),
    canonicalPath: paths.course(course.id),
    type: 'product',
    image: card(
      sharingImage.course(course.id),
      `${course.title} by ${course.author}, ${formatPriceOrFree(course.priceCents)}`,
    ),
    price: { amount: centsToDecimal(course.priceCents), currency: CURRENCY },
    jsonLd: [courseLd(course), courseBreadcrumbLd(course)],
  }
}

/** A shop product: canonical at /shop-single/{id} of the product shown. */
export function productPageMeta(product: Product): PageMeta {
  return {
    title: product.title,
    description: metaDescription(
      product.description,
      `${product.category} by ${product.author}, ${formatPriceOrFree(product.priceCents)} in the Learnlane shop, picked by our mentors to go with your courses`,
    ),
    canonicalPath: paths.shopSingle(product.id),
    type: 'product',
    image: card(
      sharingImage.product(product.id),
      `${product.title}, ${formatPriceOrFree(product.priceCents)}`,
    ),
    price: { amount: centsToDecimal(product.priceCents), currency: CURRENCY },
    jsonLd: [productLd(product), productBreadcrumbLd(product)],
  }
}

/** A mentor's profile: canonical at /instructor-single/{id} of the mentor shown. */
export function instructorPageMeta(instructor: InstructorDetail): PageMeta {
  return {
    title: instructor.title ? `${instructor.name}, ${instructor.title}` : instructor.name,
    description: metaDescription(
      instructor.description,
      instructor.about,
      `${formatCountOf(instructor.students, 'student')} and ${formatCountOf(instructor.courses, 'course')} on Learnlane: see the courses, the reviews and how to get in touch`,
    ),
    canonicalPath: paths.instructor(instructor.id),
    type: 'profile',
    image: card(
      sharingImage.mentor(instructor.id),
      `${instructor.name}, ${instructor.title || 'mentor'} on Learnlane`,
    ),
    jsonLd: [profilePageLd(instructor), mentorBreadcrumbLd(instructor)],
  }
}

/** A blog article: canonical at /blog-single/{id}. */
export function articlePageMeta(article: Article): PageMeta {
  return {
    title: article.title,
    description: metaDescription(
      article.excerpt,
      article.body[0],
      `An article by ${article.author} on the Learnlane blog, in ${article.category}: study habits, career stories and guides`,
    ),
    canonicalPath: paths.article(article.id),
    type: 'article',
    image: card(sharingImage.article(article.id), `${article.title}, by ${article.author}`),
    article: { publishedTime: article.date, author: article.author, section: article.category },
    jsonLd: [blogPostingLd(article), articleBreadcrumbLd(article)],
  }
}

/** The site's own sharing card, for public pages without an item of their own. */
export const siteCard: PageImage = card(
  sharingImage.site,
  'Learnlane: online courses and mentors to guide you',
)
