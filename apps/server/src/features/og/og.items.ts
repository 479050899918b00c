/**
 * What each kind of sharing card shows, from the public API's answer for the item (the same data
 * the item's page shows, so a card never tells more or other than the page).
 */
import type { Article, CourseDetail, InstructorDetail } from '@app/domain/catalog'
import { formatCount, formatLongDate } from '@app/domain/format'
import type { Product } from '@app/domain/shop'
import { articleArt, courseArt, mentorArt, siteArt } from './og.art'
import { cardSvg, SQUARE_ART, WIDE_ART } from './og.card'
import type { RasterArt } from './og.render'

export interface Card {
  svg: string
  /** A picture laid over the card's box (an uploaded cover, a product's cover). */
  art?: RasterArt | undefined
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`

/** 3270 minutes -> "54.5 hours", 60 -> "1 hour". */
function hoursText(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} ${hours === 1 ? 'hour' : 'hours'}`
}

/**
 * A course: its category, title, mentor, rating, lessons, hours and students, its price, and its
 * cover (the uploaded one, or the one drawn from the course itself).
 * `loadFile` reads an uploaded file by its address (`/api/files/<id>`).
 */
export function courseCard(course: CourseDetail, loadFile: (url: string) => Promise<Buffer>): Card {
  const category = course.filterCategories[0]
  const coverUrl = course.coverUrl
  const svg = cardSvg({
    eyebrow: category ?? course.level,
    title: course.title,
    byline: `by ${course.author}`,
    rating: { value: course.rating, count: course.ratingCount, noun: 'ratings' },
    price: { cents: course.priceCents, compareAtCents: course.compareAtCents },
    facts: [
      plural(course.lessons, 'lesson', 'lessons'),
      hoursText(course.durationMinutes),
      plural(course.students, 'student', 'students'),
    ],
    art: {
      box: WIDE_ART,
      draw: coverUrl ? undefined : courseArt({ id: course.id, title: course.title, category }),
    },
  })
  return {
    svg,
    art: coverUrl ? { box: WIDE_ART, key: coverUrl, load: () => loadFile(coverUrl) } : undefined,
  }
}

/** A product: its category, title, maker, rating, stock, price and its own cover. */
export function productCard(product: Product, cover: { bytes: Buffer; key: string }): Card {
  return {
    svg: cardSvg({
      eyebrow: product.category,
      title: product.title,
      byline: `by ${product.author}`,
      rating: { value: product.rating, count: product.totalReviews, noun: 'reviews' },
      price: { cents: product.priceCents, compareAtCents: product.compareAtCents },
      facts: [product.stock > 0 ? 'In stock' : 'Sold out', `SKU ${product.sku}`],
      art: { box: SQUARE_ART },
    }),
    art: { box: SQUARE_ART, key: cover.key, load: () => Promise.resolve(cover.bytes) },
  }
}

/** A mentor: their title, rating, students, lessons and courses, and their portrait colours. */
export function mentorCard(mentor: InstructorDetail): Card {
  return {
    svg: cardSvg({
      eyebrow: 'Mentor',
      title: mentor.name,
      byline: mentor.title || undefined,
      rating: { value: mentor.rating, count: mentor.reviewCount, noun: 'reviews' },
      facts: [
        plural(mentor.students, 'student', 'students'),
        plural(mentor.lessons, 'lesson', 'lessons'),
        plural(mentor.courses, 'course', 'courses'),
      ],
      art: { box: WIDE_ART, draw: mentorArt(mentor) },
    }),
  }
}

/** A blog article: its category, title, author, date and comments, and its cover. */
export function articleCard(article: Article): Card {
  return {
    svg: cardSvg({
      eyebrow: article.category,
      title: article.title,
      byline: `by ${article.author}`,
      facts: [formatLongDate(article.date), plural(article.comments, 'comment', 'comments')],
      art: { box: WIDE_ART, draw: articleArt(article) },
    }),
  }
}

/** The site itself, for pages without an item of their own. */
export function siteCard(): Card {
  return {
    svg: cardSvg({
      eyebrow: 'Online courses and mentors',
      title: 'The Leader in Online Learning',
      byline: 'Get 2500+ Best Online Courses',
      facts: ['35k+ happy students', 'Mentors to guide you', 'Certificates'],
      art: { box: WIDE_ART, draw: siteArt() },
    }),
  }
}
