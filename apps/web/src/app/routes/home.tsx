import { useQuery } from '@tanstack/react-query'
import { QuickViewProvider } from '../../components/catalog/quick-view'
import { CountersSection } from '../../components/sections/counters-section'
import { TestimonialsSection } from '../../components/sections/testimonials-section'
import { WhyUs } from '../../components/sections/why-us'
import { useDocumentTitle } from '../../lib/use-document-title'
import { BlogCarousel } from '../../features/blog/components/blog-carousel'
import { courseQueries } from '../../features/catalog/api/courses'
import { CategoryCarousel } from '../../features/catalog/components/home/category-carousel'
import { HomeHero } from '../../features/catalog/components/home/home-hero'
import { LogoStrip } from '../../features/catalog/components/home/logo-strip'
import { TopCourses } from '../../features/catalog/components/home/top-courses'
import { InstructorsCarousel } from '../../features/instructors/components/instructors-carousel'
import { WishlistHearts } from '../../features/wishlist/wishlist-hearts'

export default function HomePage() {
  useDocumentTitle(
    'Online courses and mentors',
    'Learnlane: 2500+ online courses from working professionals, mentors to guide you and certificates when you finish.',
  )
  const courses = useQuery(courseQueries.list({ pageSize: 48 }))
  const items = courses.data?.items
  return (
    <WishlistHearts>
      <QuickViewProvider courses={items ?? []}>
        <HomeHero course={items?.find((c) => c.featured) ?? items?.[0]}>
          <CategoryCarousel />
        </HomeHero>
        <BlogCarousel />
        <LogoStrip />
        <TopCourses courses={items} isError={courses.isError} />
        <CountersSection />
        <WhyUs tone="alt" />
        <InstructorsCarousel />
        <TestimonialsSection />
      </QuickViewProvider>
    </WishlistHearts>
  )
}
