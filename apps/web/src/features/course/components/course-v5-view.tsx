import type { CourseDetail } from '@app/domain/catalog'
import {
  Award,
  Clock,
  FileDown,
  FileText,
  Infinity as InfinityIcon,
  MonitorSmartphone,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { ReviewsPanel } from '../../../components/catalog/reviews-panel'
import { ShareButtons } from '../../../components/catalog/social-links'
import { paths } from '../../../config/paths'
import { formatPrice } from '../../../lib/format'
import { AboutCourse } from './about-course'
import { CourseCurriculum } from './course-curriculum'
import { CourseHero } from './course-hero'
import { CourseIncludes } from './course-includes'
import { CourseInstructor } from './course-instructor'
import { LearnPoints } from './learn-points'
import { MoreCourses } from './more-courses'
import { SectionNav } from './section-nav'
import { VideoPreview } from './video-preview'
import './course-detail.css'

/** The variant page's fixed sample figures (SPEC sections 2 and 9). */
export const V5_SAMPLE = {
  rating: 4.9,
  ratingCount: 315_475,
  lessons: 11,
  students: 229,
  updated: '12/2024',
  saleCents: 24_900,
  compareAtCents: 44_900,
  discountLabel: '39% OFF',
} as const

const INCLUDES = [
  { icon: Clock, text: '54.5 hours on-demand video' },
  { icon: FileText, text: '3 articles' },
  { icon: FileDown, text: '249 downloadable resources' },
  { icon: MonitorSmartphone, text: 'Access on mobile and TV' },
  { icon: InfinityIcon, text: 'Full lifetime access' },
  { icon: Award, text: 'Certificate of completion' },
]

const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'curriculum', label: 'Curriculum' },
  { id: 'instructor', label: 'Instructor' },
  { id: 'review', label: 'Review' },
]

interface CourseV5ViewProps {
  course: CourseDetail
  /** Add To Cart and Buy Now, composed by the page. */
  buyActions: ReactNode
  /** The add-review form, or why the visitor cannot review (from the reviews feature). */
  reviewForm?: ReactNode
}

/** Course detail variant: price box with video pop-up, section tabs, includes and share. */
export function CourseV5View({ course, buyActions, reviewForm }: CourseV5ViewProps) {
  const category = course.filterCategories[0]
  return (
    <>
      <CourseHero
        crumbs={[{ label: 'Development', to: paths.categories }, { label: 'Web Development' }]}
        facts={{
          ...course,
          ...V5_SAMPLE,
          tag: course.tag,
          languages: course.language,
        }}
      />
      <div className="container course-layout">
        <div className="course-layout__main">
          <SectionNav sections={SECTIONS} label="Course sections" />
          <div id="overview" className="course-anchor">
            <LearnPoints points={course.learnPoints} requirements={course.requirements} />
            <AboutCourse description={course.description} />
          </div>
          <CourseCurriculum id="curriculum" courseId={course.id} curriculum={course.curriculum} />
          <div id="instructor" className="course-anchor">
            <CourseInstructor instructor={course.instructor} />
            <MoreCourses instructorName={course.instructor.name} exceptId={course.id} />
          </div>
          <section
            id="review"
            className="course-section course-anchor"
            aria-labelledby="review-title"
          >
            <h2 id="review-title" className="course-section__title">
              Review
            </h2>
            <ReviewsPanel
              rating={V5_SAMPLE.rating}
              ratingCount={V5_SAMPLE.ratingCount}
              reviews={course.reviews}
              form={reviewForm}
            />
          </section>
        </div>
        <aside className="course-layout__aside" aria-label="Buy this course">
          <div className="price-box">
            <VideoPreview
              courseId={course.id}
              title={course.title}
              category={category}
              points={course.learnPoints.slice(0, 6)}
            />
            <div className="price-box__row">
              <p className="price-tag price-box__price">
                <span className="price-tag__now">{formatPrice(V5_SAMPLE.saleCents)}</span>
                <s className="price-tag__was">
                  <span className="visually-hidden">Was </span>
                  {formatPrice(V5_SAMPLE.compareAtCents)}
                </s>
              </p>
              <span className="discount-badge">{V5_SAMPLE.discountLabel}</span>
            </div>
            <div className="price-box__buttons">{buyActions}</div>
            <CourseIncludes items={INCLUDES} />
            <div className="price-box__share">
              <span>Share this course</span>
              <ShareButtons
                title={course.title}
                url={`${window.location.origin}${paths.courseV5}`}
              />
            </div>
          </div>
        </aside>
      </div>
    </>
  )
}
