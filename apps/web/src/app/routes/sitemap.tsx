import type { CourseSummary } from '@app/domain/catalog'
import { pageLink, SITEMAP_GROUPS } from '@app/domain/pages'
import { useSuspenseQueries, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageError } from '../../components/catalog/page-error'
import { PageHeader } from '../../components/layout/page-header'
import { paths } from '../../config/paths'
import { articleQueries } from '../../features/blog/api/articles'
import { courseQueries } from '../../features/catalog/api/courses'
import { instructorQueries } from '../../features/instructors/api/instructors'
import { productQueries } from '../../features/shop/api/products'
import { siteCard } from '../../lib/entity-meta'
import { formatCount } from '../../lib/format'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'
import './sitemap.css'

/** How many of each kind the page lists; past it, a link leads to the full list. */
const LISTED = 48

const coursesQuery = courseQueries.list({ pageSize: LISTED, sort: 'title-asc' })
const mentorsQuery = instructorQueries.list({ pageSize: LISTED, sort: 'name-asc' })
const articlesQuery = articleQueries.list(1, LISTED)
const productsQuery = productQueries.list({ pageSize: LISTED, sort: 'title-asc' })

export const loader = (queryClient: QueryClient) => async () => {
  await Promise.all([
    queryClient.ensureQueryData(coursesQuery),
    queryClient.ensureQueryData(mentorsQuery),
    queryClient.ensureQueryData(articlesQuery),
    queryClient.ensureQueryData(productsQuery),
  ])
  return null
}

export const ErrorBoundary = PageError

const DESCRIPTION =
  'Every part of Learnlane on one page: the main pages, course subjects, every course, our mentors, the blog and the shop.'

export const meta = {
  title: 'Sitemap',
  description: DESCRIPTION,
  canonicalPath: paths.sitemap,
  image: siteCard,
} satisfies PageMeta

/** The site's pages by what a visitor came to do. */
const PAGE_GROUPS = SITEMAP_GROUPS.map((group) => ({
  title: group.title,
  links: group.pages.map(pageLink),
}))

const ON_THIS_PAGE = [
  { id: 'pages', label: 'Pages' },
  { id: 'subjects', label: 'Course Subjects' },
  { id: 'courses', label: 'Courses' },
  { id: 'mentors', label: 'Mentors' },
  { id: 'articles', label: 'Blog' },
  { id: 'products', label: 'Shop' },
] as const

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="sitemap-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sitemap-group__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** 'Browse all 120 courses' when the page lists only some of them. */
function MoreLink({
  shown,
  total,
  to,
  noun,
}: {
  shown: number
  total: number
  to: string
  noun: string
}) {
  if (total <= shown) return null
  return (
    <p className="sitemap-group__more">
      <Link to={to}>
        Browse all {formatCount(total)} {noun}
      </Link>
    </p>
  )
}

/** Courses under the subject each is filed under first, subjects in alphabetical order. */
function bySubject(courses: readonly CourseSummary[]): [string, CourseSummary[]][] {
  const groups = new Map<string, CourseSummary[]>()
  for (const course of courses) {
    const subject = course.filterCategories[0] ?? 'More Courses'
    groups.set(subject, [...(groups.get(subject) ?? []), course])
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

export default function SitemapPage() {
  usePageMeta(meta)
  const [{ data: courses }, { data: mentors }, { data: articles }, { data: products }] =
    useSuspenseQueries({ queries: [coursesQuery, mentorsQuery, articlesQuery, productsQuery] })
  const subjects = courses.facets.categories.filter((c) => c.count > 0)
  return (
    <>
      <PageHeader title="Sitemap" description={DESCRIPTION} />
      <div className="container sitemap">
        <nav className="sitemap__toc" aria-label="On this page">
          <ul>
            {ON_THIS_PAGE.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>

        <Group id="pages" title="Pages">
          <div className="sitemap-pages">
            {PAGE_GROUPS.map((group) => (
              <div key={group.title}>
                <h3 className="sitemap-group__subtitle">{group.title}</h3>
                <ul className="sitemap-list">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Group>

        <Group id="subjects" title="Course Subjects">
          <ul className="sitemap-subjects">
            {subjects.map((subject) => (
              <li key={subject.value}>
                <Link
                  to={`${paths.courses}?categories=${encodeURIComponent(subject.value)}`}
                  className="sitemap-subjects__link"
                >
                  {subject.value}
                  <span className="sitemap-count">
                    {formatCount(subject.count)} {subject.count === 1 ? 'course' : 'courses'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Group>

        <Group id="courses" title="Courses">
          <div className="sitemap-columns">
            {bySubject(courses.items).map(([subject, items]) => (
              <div key={subject} className="sitemap-columns__block">
                <h3 className="sitemap-group__subtitle">{subject}</h3>
                <ul className="sitemap-list">
                  {items.map((course) => (
                    <li key={course.id}>
                      <Link to={paths.course(course.id)}>{course.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <MoreLink
            shown={courses.items.length}
            total={courses.total}
            to={paths.courses}
            noun="courses"
          />
        </Group>

        <Group id="mentors" title="Mentors">
          <ul className="sitemap-list sitemap-list--columns">
            {mentors.items.map((mentor) => (
              <li key={mentor.id}>
                <Link to={paths.instructor(mentor.id)}>{mentor.name}</Link>
                <span className="sitemap-list__note">{mentor.title}</span>
              </li>
            ))}
          </ul>
          <MoreLink
            shown={mentors.items.length}
            total={mentors.total}
            to={paths.instructors}
            noun="mentors"
          />
        </Group>

        <div className="sitemap__pair">
          <Group id="articles" title="Blog">
            <ul className="sitemap-list">
              {articles.items.map((article) => (
                <li key={article.id}>
                  <Link to={paths.article(article.id)}>{article.title}</Link>
                  <span className="sitemap-list__note">{article.category}</span>
                </li>
              ))}
            </ul>
            <MoreLink
              shown={articles.items.length}
              total={articles.total}
              to={paths.blog}
              noun="articles"
            />
          </Group>
          <Group id="products" title="Shop">
            <ul className="sitemap-list">
              {products.items.map((product) => (
                <li key={product.id}>
                  <Link to={paths.shopSingle(product.id)}>{product.title}</Link>
                  <span className="sitemap-list__note">{product.category}</span>
                </li>
              ))}
            </ul>
            <MoreLink
              shown={products.items.length}
              total={products.total}
              to={paths.shopList}
              noun="products"
            />
          </Group>
        </div>
      </div>
    </>
  )
}
