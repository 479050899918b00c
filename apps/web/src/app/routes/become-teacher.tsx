import { CountersSection, REACH_COUNTERS } from '../../components/sections/counters-section'
import { BecomeInstructorBanner } from '../../components/sections/cta-banners'
import { TestimonialsSection } from '../../components/sections/testimonials-section'
import { paths } from '../../config/paths'
import { HowToBegin, TeacherHero, TeacherReasons } from '../../features/marketing/teacher-sections'
import { siteCard } from '../../lib/entity-meta'
import { usePageMeta, type PageMeta } from '../../lib/page-meta'

export const meta = {
  title: 'Become a Mentor',
  description:
    'Teach practical skills to learners in more than 180 countries: plan, record and publish your course with our tools, and earn from every enrolment.',
  canonicalPath: paths.becomeTeacher,
  image: siteCard,
} satisfies PageMeta

export default function BecomeTeacherPage() {
  usePageMeta(meta)
  return (
    <>
      <TeacherHero
        title="Become a Mentor"
        description="Join a community of mentors who teach practical skills to learners in more than 180 countries. Plan, record and publish your course with our tools, and earn from every enrolment."
      />
      <TeacherReasons />
      <HowToBegin />
      <CountersSection items={REACH_COUNTERS} mode="duration" tone="tint" />
      <TestimonialsSection subtitle="Learners and mentors on what teaching and learning with Learnlane changed for them." />
      <BecomeInstructorBanner
        title="Become An Instructor Today"
        label="Start Teaching Today"
        to={paths.register}
      />
    </>
  )
}
