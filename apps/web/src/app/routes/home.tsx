import { useQuery } from '@tanstack/react-query'
import { lazy } from 'react'
import { Deferred } from '../../components/catalog/deferred'
import { QuickViewProvider } from '../../components/catalog/quick-view'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'
import { organizationLd, webSiteLd } from '../../lib/structured-data'
import { courseQueries } from '../../features/catalog/api/courses'
import { CategoryCarousel } from '../../features/catalog/components/home/category-carousel'
import { HomeHero } from '../../features/catalog/components/home/home-hero'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'

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
  const courses = useQuery(courseQueries.list({ pageSize: 48 }))
  const items = courses.data?.items
  return (
    <WishlistHearts>
      <QuickViewProvider courses={items ?? []}>
        <HomeHero course={items?.find((c) => c.featured) ?? items?.[0]}>
          <CategoryCarousel />
        </HomeHero>
        <Deferred minHeight={700}>
          <BlogCarousel />
        </Deferred>
        <Deferred minHeight={260}>
          <LogoStrip />
        </Deferred>
        <Deferred minHeight={800}>
          <TopCourses courses={items} isError={courses.isError} />
        </Deferred>
        <Deferred minHeight={300}>
          <CountersSection />
        </Deferred>
        <Deferred minHeight={600}>
          <WhyUs tone="alt" />
        </Deferred>
        <Deferred minHeight={650}>
          <InstructorsCarousel />
        </Deferred>
        <Deferred minHeight={700}>
          <TestimonialsSection />
        </Deferred>
      </QuickViewProvider>
    </WishlistHearts>
  )
}
