import { useQuery, type QueryClient } from '@tanstack/react-query'
import { lazy } from 'react'
import { Deferred } from '../../components/catalog/deferred'
import { QuickViewProvider } from '../../components/catalog/quick-view'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'
import { organizationLd, webSiteLd } from '../../lib/structured-data'
import { articleQueries } from '../../features/blog/api/articles'
import { categoryTileQueries, courseQueries } from '../../features/catalog/api/courses'
import { HomeHero } from '../../features/catalog/components/home/home-hero'
import { instructorQueries } from '../../features/instructors/api/instructors'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'
import { Island, lazyPart } from '../../components/ui/island'
import type { LoaderOptions } from '../route-module'

// The hero's category carousel shows as rendered on the server and hydrates once its code arrives
// (the server links the stylesheets of the route's lazy parts with the page).
const categoryCarousel = lazyPart(() =>
  import('../../features/catalog/components/home/category-carousel').then(
    (m) => m.CategoryCarousel,
  ),
)

/** The hero's course and the Top Courses section. */
const homeCourses = courseQueries.list({ pageSize: 48 })

/**
 * The first screen's courses and subjects, fetched while the route renders. The server's render
 * waits for them and for the sections further down (their own queries, the same as theirs), which
 * the browser loads as the visitor scrolls to them.
 */
export const loader =
  (queryClient: QueryClient, { isServerRender }: LoaderOptions) =>
  async () => {
    const firstScreen = [
      queryClient.prefetchQuery(homeCourses),
      queryClient.prefetchQuery(categoryTileQueries.all()),
    ]
    if (!isServerRender) return null
    // Its query lives with the section, which the page's code loads on demand.
    const { testimonialQueries } = await import('../../components/sections/testimonials-section')
    await Promise.all([
      ...firstScreen,
      queryClient.prefetchQuery(articleQueries.list(1, 8)),
      queryClient.prefetchQuery(instructorQueries.list({ sort: 'rating-desc', pageSize: 8 })),
      queryClient.prefetchQuery(testimonialQueries.list()),
    ])
    return null
  }

// Everything under the hero loads as the visitor scrolls towards it.
const BlogCarousel = lazy(() =>
  import('../../features/blog/components/blog-carousel').then((m) => ({ default: m.BlogCarousel })),
)
const LogoStrip = lazy(() =>
  import('../../features/catalog/components/home/logo-strip').then((m) => ({
    default: m.LogoStrip,
  })),
)
const TopCourses = lazy(() =>
  import('../../features/catalog/components/home/top-courses').then((m) => ({
    default: m.TopCourses,
  })),
)
const CountersSection = lazy(() =>
  import('../../components/sections/counters-section').then((m) => ({
    default: m.CountersSection,
  })),
)
const WhyUs = lazy(() =>
  import('../../components/sections/why-us').then((m) => ({ default: m.WhyUs })),
)
const InstructorsCarousel = lazy(() =>
  import('../../features/instructors/components/instructors-carousel').then((m) => ({
    default: m.InstructorsCarousel,
  })),
)
const TestimonialsSection = lazy(() =>
  import('../../components/sections/testimonials-section').then((m) => ({
    default: m.TestimonialsSection,
  })),
)

export const meta = {
  title: 'Online Courses and Mentors',
  description:
    'Learnlane: 2500+ online courses from working professionals, mentors to guide you and certificates when you finish.',
  canonicalPath: paths.home,
  image: siteCard,
  jsonLd: [organizationLd(), webSiteLd()],
} satisfies PageMeta

export default function HomePage() {
  usePageMeta(meta)
  const courses = useQuery(homeCourses)
  const items = courses.data?.items
  return (
    <WishlistHearts>
      <QuickViewProvider courses={items ?? []}>
        <HomeHero course={items?.find((c) => c.featured) ?? items?.[0]}>
          <Island>
            <categoryCarousel.Component />
          </Island>
        </HomeHero>
        <Deferred height={{ phone: 790, tablet: 800, desktop: 860 }}>
          <BlogCarousel />
        </Deferred>
        <Deferred height={{ phone: 270, tablet: 262, desktop: 262 }}>
          <LogoStrip />
        </Deferred>
        <Deferred height={{ phone: 910, tablet: 940, desktop: 890 }}>
          <TopCourses courses={items} isError={courses.isError} />
        </Deferred>
        <Deferred height={{ phone: 435, tablet: 362, desktop: 265 }}>
          <CountersSection />
        </Deferred>
        <Deferred height={{ phone: 1100, tablet: 970, desktop: 570 }}>
          <WhyUs tone="alt" />
        </Deferred>
        <Deferred height={{ phone: 810, tablet: 825, desktop: 765 }}>
          <InstructorsCarousel />
        </Deferred>
        <Deferred height={{ phone: 680, tablet: 655, desktop: 638 }}>
          <TestimonialsSection />
        </Deferred>
      </QuickViewProvider>
    </WishlistHearts>
  )
}
