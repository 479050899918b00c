import { PageHeader } from '../../components/layout/page-header'
import { CountersSection, PLATFORM_COUNTERS } from '../../components/sections/counters-section'
import { JoinLearnersBanner } from '../../components/sections/cta-banners'
import { TestimonialsSection } from '../../components/sections/testimonials-section'
import { WhyUs } from '../../components/sections/why-us'
import { AboutIntro, AboutVision } from '../../features/marketing/about-sections'
import { paths } from '../../config/paths'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'About Us',
  description:
    'Learnlane connects learners with mentors who teach practical skills from real experience. Learn who we are and what we stand for.',
  canonicalPath: paths.about,
  image: siteCard,
} satisfies PageMeta

export default function AboutPage() {
  usePageMeta(meta)
  return (
    <>
      <PageHeader
        title="About Us"
        description="Learnlane connects learners with mentors who teach practical skills from real experience. Learn who we are and what we stand for."
      />
      <AboutIntro />
      <WhyUs tone="alt" />
      <AboutVision />
      <CountersSection items={PLATFORM_COUNTERS} mode="steps" tone="tint" />
      <TestimonialsSection />
      <JoinLearnersBanner />
    </>
  )
}
